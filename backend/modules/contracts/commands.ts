import { marketplaceDay } from '../../../shared/calendar/index.ts';
import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  badRequest,
  conflict,
  handleCommandOn,
  stateOf,
  notFound,
  type CommandContext,
  type Sequences,
} from '../../kit/write/index.ts';
import {
  MESSAGES,
  addressedSide,
  companyOnSide,
  contractDecider,
  isInForce,
  type ContractActor,
  type ContractCommand,
  type ContractSide,
  type ContractState,
} from './decider.ts';
import {
  CONTRACT_SEQUENCE,
  contractEvents,
  contractNumber,
  contractStream,
  type ContractParty,
  type ContractSigner,
  type ContractTermsValue,
} from './events.ts';
import { TERM_MESSAGES, checkTerms, isScanUrl, termsLine } from './rules.ts';

/** A person as the contract sees them: their role and their company (from the accounts' own stream). */
export interface ContractPerson {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}
/** The company a user belongs to, from the accounts' write side. */
export type CompanyOfUser = (userId: number) => Promise<number | null>;
/** A company on the write side: its id, name and ИНН. */
export interface CompanyParty {
  readonly companyId: number;
  readonly name: string;
  readonly inn: string;
}

/** What contracts ask of the companies module (ADR 0052). */
export interface CompanyDirectory {
  /** A company as its own stream has it. */
  byId(companyId: number): Promise<CompanyParty | null>;
  /**
   * The company holding this ИНН verified by a site admin, as the write side has it (the ИНН's
   * reservation and the company's stream), or null while none does: the one a contract addressed
   * to the ИНН reaches.
   */
  verifiedByInn(inn: string): Promise<CompanyParty | null>;
  /** Whether any company on the site names this ИНН, verified or not. */
  named(inn: string): Promise<boolean>;
}

export interface Outcome {
  readonly id: number;
  readonly position: Position | null;
}

/** What an order or a service request takes from a contract in force. */
export interface ContractReference {
  readonly id: number;
  readonly number: string;
  readonly termsLine: string;
}

export type ContractStep = 'send' | 'sign';

const today = (context: CommandContext): string => marketplaceDay(context.now);

/** The collaborators of ContractCommands, given by the composition root. */
interface ContractCommandsDeps {
  readonly store: EventStore;
  readonly sequences: Sequences;
  readonly companyOf: CompanyOfUser;
  readonly companies: CompanyDirectory;
}

/** The aggregates this module's commands run on. */
const CONTRACTS = { streamOf: contractStream, decider: contractDecider, codec: contractEvents };

/** Contracts between two companies (ADR 0033). */
export class ContractCommands {
  private readonly deps: ContractCommandsDeps;

  constructor(deps: ContractCommandsDeps) {
    this.deps = deps;
  }

  async load(contractId: number): Promise<ContractState> {
    return stateOf(this.deps.store, CONTRACTS, contractId);
  }

  private async run(contractId: number, command: ContractCommand, context: CommandContext): Promise<Outcome> {
    return handleCommandOn(this.deps.store, CONTRACTS, contractId, command, context);
  }

  /**
   * The company a contract has reached on the side it is addressed to (ADR 0052): the one that
   * signed it, else the one holding its ИНН verified now, as the write side says; null while no
   * company does: the contract waits. A company whose check is withdrawn before it signs no longer
   * holds the contracts addressed to its ИНН; one that signed keeps what it signed.
   */
  private async receiver(state: ContractState): Promise<CompanyParty | null> {
    const drafted = state.drafted!;
    const inn = drafted[addressedSide(drafted)].inn;
    if (state.signer) return { ...state.signer, inn };
    return this.deps.companies.verifiedByInn(inn);
  }

  /** The side the person acts for in this contract, and the company they act for: their company's, or none. */
  private async actorFor(
    contractId: number,
    person: ContractPerson,
  ): Promise<{ actor: ContractActor; company: ContractSigner | null }> {
    const state = await this.load(contractId);
    if (!state.drafted) throw notFound(MESSAGES.notFound);
    const companyId = person.role === 'admin' ? null : await this.deps.companyOf(person.userId);
    const proposer = state.drafted.proposedBy;
    if (companyId !== null && companyId === state.drafted[proposer].companyId) {
      return { actor: { side: proposer, role: person.role }, company: null };
    }
    const receiver = companyId === null ? null : await this.receiver(state);
    if (receiver && receiver.companyId === companyId) {
      return {
        actor: { side: addressedSide(state.drafted), role: person.role },
        company: { companyId: receiver.companyId, name: receiver.name },
      };
    }
    return { actor: { side: null, role: person.role }, company: null };
  }

  /**
   * A supplier or a buyer proposes a contract to the company with the given ИНН; it starts as a
   * draft. It reaches only the company holding that ИНН verified by a site admin; while none does,
   * it waits (ADR 0052).
   */
  async propose(
    person: ContractPerson,
    input: Record<string, unknown>,
    context: CommandContext,
  ): Promise<Outcome> {
    if (person.role === 'admin') throw notFound(MESSAGES.notFound);
    const terms = checkTerms(input);
    const inn = typeof input.counterpartyInn === 'string' ? input.counterpartyInn.trim() : '';
    if (!/^\d{10}(\d{2})?$/.test(inn))
      throw badRequest(TERM_MESSAGES.counterparty, { counterpartyInn: TERM_MESSAGES.counterparty });
    const ownId = await this.deps.companyOf(person.userId);
    const own = ownId === null ? null : await this.deps.companies.byId(ownId);
    if (!own) throw conflict(TERM_MESSAGES.noCompany);
    if (inn === own.inn)
      throw badRequest(TERM_MESSAGES.ownCompany, { counterpartyInn: TERM_MESSAGES.ownCompany });
    const receiver = await this.deps.companies.verifiedByInn(inn);
    if (!receiver && !(await this.deps.companies.named(inn))) {
      throw badRequest(TERM_MESSAGES.counterpartyUnknown, {
        counterpartyInn: TERM_MESSAGES.counterpartyUnknown,
      });
    }
    const proposedBy: ContractSide = person.role === 'supplier' ? 'supplier' : 'buyer';
    // Addressed to the ИНН: the name is the verified company's when one holds it, never an unverified claim's.
    const other: ContractParty = { companyId: null, name: receiver?.name ?? `ИНН ${inn}`, inn };
    const contractId = await this.deps.sequences.allocate(CONTRACT_SEQUENCE, context);
    return this.run(
      contractId,
      {
        kind: 'draft',
        contractId,
        number: contractNumber(contractId),
        proposedBy,
        supplier: proposedBy === 'supplier' ? own : other,
        buyer: proposedBy === 'supplier' ? other : own,
        terms,
      },
      context,
    );
  }

  async revise(
    contractId: number,
    person: ContractPerson,
    input: Record<string, unknown>,
    context: CommandContext,
  ): Promise<Outcome> {
    const { actor } = await this.actorFor(contractId, person);
    return this.run(contractId, { kind: 'revise', actor, terms: checkTerms(input) }, context);
  }

  async step(
    contractId: number,
    person: ContractPerson,
    kind: ContractStep,
    context: CommandContext,
  ): Promise<Outcome> {
    const { actor, company } = await this.actorFor(contractId, person);
    if (kind === 'send') return this.run(contractId, { kind, actor }, context);
    return this.run(contractId, { kind, actor, signer: company }, context);
  }

  async answer(
    contractId: number,
    person: ContractPerson,
    kind: 'requestChanges' | 'decline' | 'terminate',
    text: string,
    context: CommandContext,
  ): Promise<Outcome> {
    const { actor } = await this.actorFor(contractId, person);
    const command: ContractCommand =
      kind === 'requestChanges' ? { kind, actor, comment: text } : { kind, actor, reason: text };
    return this.run(contractId, command, context);
  }

  async attachScan(
    contractId: number,
    person: ContractPerson,
    url: unknown,
    context: CommandContext,
  ): Promise<Outcome> {
    if (!isScanUrl(url)) throw badRequest(MESSAGES.scanPdf, { url: MESSAGES.scanPdf });
    return this.run(
      contractId,
      { kind: 'attachScan', actor: (await this.actorFor(contractId, person)).actor, url },
      context,
    );
  }

  /**
   * The contract a deal between this buyer and seller is placed under: signed, in force today and
   * between their two companies, as the contract's and the accounts' own streams say.
   */
  async forDeal(
    contractId: number,
    buyerId: number,
    sellerId: number,
    context: CommandContext,
  ): Promise<ContractReference> {
    const state = await this.load(contractId);
    const [buyerCompany, sellerCompany] = await Promise.all([
      this.deps.companyOf(buyerId),
      this.deps.companyOf(sellerId),
    ]);
    // A deal is placed under a signed contract, whose sides are the proposer's company and the signer.
    if (!state.drafted || buyerCompany === null || buyerCompany !== companyOnSide(state, 'buyer'))
      throw notFound(MESSAGES.notFound);
    if (sellerCompany !== companyOnSide(state, 'supplier')) throw conflict(NOT_FOR_SELLER);
    if (!isInForce(state, today(context))) throw conflict(NOT_IN_FORCE);
    return {
      id: contractId,
      number: state.drafted.number,
      termsLine: termsLine(state.drafted.number, state.terms as ContractTermsValue),
    };
  }
}

export const NOT_FOR_SELLER = 'Договор заключён с другим поставщиком';
export const NOT_IN_FORCE =
  'Договор не действует: он не подписан обеими сторонами, расторгнут или истёк срок';
