import { comparePositions, type EventStore, type Position } from '../../../infra/event-store/index.ts';
import {
  DomainError,
  conflict,
  handleCommandOn,
  stateOf,
  type CommandContext,
  type Reservations,
  type Sequences,
} from '../../kit/write/index.ts';
import {
  checkEditor,
  checkFounder,
  companyDecider,
  type Actor,
  type CompanyCommand,
  type CompanyState,
} from './decider.ts';
import { companyEvents, companyStream, type ProofKind } from './events.ts';
import {
  MESSAGES,
  checkBankDetails,
  checkCompanyDetails,
  type BankInput,
  type CompanyInput,
} from './rules.ts';

/** Reservation scope of ИНН values: one company per ИНН. */
export const INN_SCOPE = 'company-inn';

/** A user's place in companies, as the identity module knows it (its events hold the membership). */
export interface Member {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
  readonly companyId: number | null;
  readonly isCompanyAdmin: boolean;
}

/** What the companies module needs from the accounts; wired in modules.ts. */
export interface CompanyMembers {
  membership(userId: string): Promise<Member | null>;
  join(
    userId: number,
    companyId: number,
    isCompanyAdmin: boolean,
    context: CommandContext,
  ): Promise<Position | null>;
}

export interface CompanyOutcome {
  readonly companyId: number;
  readonly position: Position | null;
}

const unauthenticated = (): DomainError =>
  new DomainError(401, 'unauthenticated', 'Необходимо войти в систему');

function later(a: Position | null, b: Position | null): Position | null {
  if (!a) return b;
  if (!b) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}

/** The aggregate this module's commands run on. */
const COMPANIES = { streamOf: companyStream, decider: companyDecider, codec: companyEvents };

/** Commands of the companies module. */
export class CompanyCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;
  private readonly reservations: Reservations;
  private readonly members: CompanyMembers;

  constructor(store: EventStore, sequences: Sequences, reservations: Reservations, members: CompanyMembers) {
    this.store = store;
    this.sequences = sequences;
    this.reservations = reservations;
    this.members = members;
  }

  private run(companyId: number, command: CompanyCommand, context: CommandContext): Promise<Position | null> {
    return handleCommandOn(this.store, COMPANIES, companyId, command, context).then(
      (result) => result.position,
    );
  }

  async load(companyId: number): Promise<CompanyState> {
    return stateOf(this.store, COMPANIES, companyId);
  }

  /** The acting user: role from the token, company from the user's own events. */
  async actor(userId: string, role: Actor['role']): Promise<Actor> {
    const member = await this.members.membership(userId);
    return {
      userId: member?.userId ?? null,
      role,
      companyId: member?.companyId ?? null,
      isCompanyAdmin: member?.isCompanyAdmin ?? false,
    };
  }

  /**
   * A buyer or supplier without a company founds one and becomes its admin. Nobody owns an ИНН
   * by typing it first: a company whose ИНН an admin confirmed refuses others (409); otherwise the
   * ИНН is reserved when free, and a second company naming it is registered as a competing,
   * unverified claim the admin decides on (`verify` confirms one). If the founder meanwhile joined
   * another company, the new one is cancelled and its ИНН released.
   */
  async register(input: CompanyInput, context: CommandContext): Promise<CompanyOutcome> {
    const details = checkCompanyDetails(input);
    const founder = await this.members.membership(context.userId ?? '');
    if (!founder) throw unauthenticated();
    checkFounder(founder);
    if (await this.verifiedHolder(details.inn)) throw conflict(MESSAGES.innTaken);
    const companyId = await this.sequences.allocate('company', context);
    const innTaken = conflict(MESSAGES.innTaken);
    await this.reservations
      .reserve(INN_SCOPE, details.inn, String(companyId), context, innTaken)
      .catch(async (error: unknown) => {
        // Held by another claim: this one competes, unless that claim was confirmed meanwhile.
        if (error !== innTaken || (await this.verifiedHolder(details.inn))) throw error;
      });
    const registered = await this.run(companyId, { kind: 'register', companyId, details, founder }, context);
    try {
      const joined = await this.members.join(founder.userId, companyId, true, context);
      return { companyId, position: later(registered, joined) };
    } catch (error) {
      await this.run(companyId, { kind: 'cancel', reason: 'founder-joined-another-company' }, context);
      await this.reservations.release(INN_SCOPE, details.inn, String(companyId), context);
      throw error;
    }
  }

  /**
   * The company holding an ИНН as verified, or null: its confirmed reservation, or a holder
   * verified before reservations carried confirmations. Decided on the write side (the
   * reservation's and the company's own streams): what is addressed to an ИНН goes to this
   * company and to no other (ADR 0052).
   */
  async verifiedHolder(inn: string): Promise<number | null> {
    const claim = await this.reservations.claim(INN_SCOPE, inn);
    if (!claim) return null;
    if (claim.confirmed || (await this.load(Number(claim.owner))).verified) return Number(claim.owner);
    return null;
  }

  /** The company holding this ИНН verified, as the write side has it: the one a contract addressed to the ИНН reaches. */
  async verifiedParty(inn: string): Promise<{ companyId: number; name: string; inn: string } | null> {
    const holder = await this.verifiedHolder(inn);
    return holder === null ? null : this.party(holder);
  }

  /** A company's name and ИНН as its own stream has them, or null for an unknown one. */
  async party(companyId: number): Promise<{ companyId: number; name: string; inn: string } | null> {
    const state = await this.load(companyId);
    return state.exists && state.details
      ? { companyId, name: state.details.name, inn: state.details.inn }
      : null;
  }

  /**
   * Its company admin sends a document proving the requisites (a выписка ЕГРЮЛ/ЕГРИП, or a letter
   * on the letterhead; a PDF from /api/uploads/documents) for the site admin who verifies it.
   */
  async submitProof(
    companyId: number,
    input: { url: string; kind: string },
    actor: Actor,
    context: CommandContext,
  ): Promise<CompanyOutcome> {
    const command: CompanyCommand = {
      kind: 'submitProof',
      url: input.url,
      proofKind: input.kind as ProofKind,
      actor,
    };
    return { companyId, position: await this.run(companyId, command, context) };
  }

  /** Refuses (404, 403) anyone who may not change the company. */
  async checkEditor(companyId: number, actor: Actor): Promise<void> {
    checkEditor(await this.load(companyId), actor);
  }

  /** Its company admin (or a site admin) changes the requisites; the ИНН stays. */
  async change(
    companyId: number,
    input: CompanyInput,
    actor: Actor,
    context: CommandContext,
  ): Promise<CompanyOutcome> {
    const state = await this.load(companyId);
    // Authorization before validation: a stranger learns nothing from field errors.
    checkEditor(state, actor);
    const details = checkCompanyDetails({ ...input, inn: input.inn ?? state.details!.inn });
    const position = await this.run(companyId, { kind: 'change', details, actor }, context);
    // A change by the company itself withdraws the check (ADR 0037), and with it the ИНН's confirmation.
    if (state.verified && !(await this.load(companyId)).verified) {
      await this.reservations.unconfirm(INN_SCOPE, details.inn, String(companyId), context);
    }
    return { companyId, position };
  }

  /**
   * A site admin confirms the requisites were checked against the state register. The company's
   * ИНН is confirmed as its own first (refused while another company's is), so at most one
   * verified company holds an ИНН whatever two admins do at once.
   */
  async verify(companyId: number, actor: Actor, context: CommandContext): Promise<CompanyOutcome> {
    const state = await this.load(companyId);
    if (companyDecider.decide({ kind: 'verify', actor }, state).length === 0)
      return { companyId, position: null };
    const inn = state.details!.inn;
    const holder = await this.verifiedHolder(inn);
    if (holder !== null && holder !== companyId) throw conflict(MESSAGES.innVerifiedElsewhere);
    await this.reservations.confirm(
      INN_SCOPE,
      inn,
      String(companyId),
      context,
      conflict(MESSAGES.innVerifiedElsewhere),
    );
    try {
      return { companyId, position: await this.run(companyId, { kind: 'verify', actor }, context) };
    } catch (error) {
      await this.reservations.unconfirm(INN_SCOPE, inn, String(companyId), context);
      throw error;
    }
  }

  /** A site admin withdraws the check, with the reason the company's people are told; its ИНН may then be confirmed for another. */
  async revokeVerification(
    companyId: number,
    reason: string,
    actor: Actor,
    context: CommandContext,
  ): Promise<CompanyOutcome> {
    const position = await this.run(companyId, { kind: 'revokeVerification', actor, reason }, context);
    const state = await this.load(companyId);
    if (state.exists && !state.verified)
      await this.reservations.unconfirm(INN_SCOPE, state.details!.inn, String(companyId), context);
    return { companyId, position };
  }

  /** Its company admin (or a site admin) sets the bank details; all fields empty removes them. */
  async changeBank(
    companyId: number,
    input: BankInput,
    actor: Actor,
    context: CommandContext,
  ): Promise<CompanyOutcome> {
    checkEditor(await this.load(companyId), actor);
    const bank = checkBankDetails(input);
    return { companyId, position: await this.run(companyId, { kind: 'changeBank', bank, actor }, context) };
  }
}
