import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import { badRequest, conflict, handleCommand, loadAggregate, notFound, type CommandContext, type Sequences } from '../../src/write-kit/index.ts';
import { MESSAGES, contractDecider, isInForce, type ContractActor, type ContractCommand, type ContractSide, type ContractState } from './decider.ts';
import { CONTRACT_SEQUENCE, contractEvents, contractNumber, contractStream, type ContractParty, type ContractTermsValue } from './events.ts';
import { TERM_MESSAGES, checkTerms, isScanUrl, termsLine } from './rules.ts';

/** A person as the contract sees them: their role and their company (from the accounts' own stream). */
export interface ContractPerson {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}
/** The company a user belongs to, from the accounts' write side. */
export type CompanyOfUser = (userId: number) => Promise<number | null>;
/** A company's name and ИНН for the contract, by id or by ИНН. */
export interface CompanyDirectory {
  byId(companyId: number): Promise<ContractParty | null>;
  byInn(inn: string): Promise<ContractParty | null>;
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

const today = (context: CommandContext): string => context.now.toISOString().slice(0, 10);

/** Contracts between two companies (ADR 0033). */
export class ContractCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;
  private readonly companyOf: CompanyOfUser;
  private readonly companies: CompanyDirectory;

  constructor(deps: { store: EventStore; sequences: Sequences; companyOf: CompanyOfUser; companies: CompanyDirectory }) {
    this.store = deps.store;
    this.sequences = deps.sequences;
    this.companyOf = deps.companyOf;
    this.companies = deps.companies;
  }

  async load(contractId: number): Promise<ContractState> {
    return (await loadAggregate(this.store, contractStream(contractId), contractDecider, contractEvents)).state;
  }

  private async run(contractId: number, command: ContractCommand, context: CommandContext): Promise<Outcome> {
    const result = await handleCommand({ store: this.store, streamId: contractStream(contractId), decider: contractDecider, codec: contractEvents, command, context });
    return { id: contractId, position: result.position };
  }

  /** The side the person acts for in this contract: their company's, or none. */
  private async actorFor(contractId: number, person: ContractPerson): Promise<ContractActor> {
    const state = await this.load(contractId);
    if (!state.drafted) throw notFound(MESSAGES.notFound);
    const companyId = person.role === 'admin' ? null : await this.companyOf(person.userId);
    const side: ContractSide | null =
      companyId === null ? null : companyId === state.drafted.supplier.companyId ? 'supplier' : companyId === state.drafted.buyer.companyId ? 'buyer' : null;
    return { side, role: person.role };
  }

  /** A supplier or a buyer proposes a contract to the company with the given ИНН; it starts as a draft. */
  async propose(person: ContractPerson, input: Record<string, unknown>, context: CommandContext): Promise<Outcome> {
    if (person.role === 'admin') throw notFound(MESSAGES.notFound);
    const terms = checkTerms(input);
    const inn = typeof input.counterpartyInn === 'string' ? input.counterpartyInn.trim() : '';
    if (!/^\d{10}(\d{2})?$/.test(inn)) throw badRequest(TERM_MESSAGES.counterparty, { counterpartyInn: TERM_MESSAGES.counterparty });
    const ownId = await this.companyOf(person.userId);
    const own = ownId === null ? null : await this.companies.byId(ownId);
    if (!own) throw conflict(TERM_MESSAGES.noCompany);
    const other = await this.companies.byInn(inn);
    if (!other) throw badRequest(TERM_MESSAGES.counterpartyUnknown, { counterpartyInn: TERM_MESSAGES.counterpartyUnknown });
    if (other.companyId === own.companyId) throw badRequest(TERM_MESSAGES.ownCompany, { counterpartyInn: TERM_MESSAGES.ownCompany });
    const proposedBy: ContractSide = person.role === 'supplier' ? 'supplier' : 'buyer';
    const contractId = await this.sequences.allocate(CONTRACT_SEQUENCE, context);
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

  async revise(contractId: number, person: ContractPerson, input: Record<string, unknown>, context: CommandContext): Promise<Outcome> {
    const actor = await this.actorFor(contractId, person);
    return this.run(contractId, { kind: 'revise', actor, terms: checkTerms(input) }, context);
  }

  async step(contractId: number, person: ContractPerson, kind: ContractStep, context: CommandContext): Promise<Outcome> {
    return this.run(contractId, { kind, actor: await this.actorFor(contractId, person) }, context);
  }

  async answer(contractId: number, person: ContractPerson, kind: 'requestChanges' | 'decline' | 'terminate', text: string, context: CommandContext): Promise<Outcome> {
    const actor = await this.actorFor(contractId, person);
    const command: ContractCommand = kind === 'requestChanges' ? { kind, actor, comment: text } : { kind, actor, reason: text };
    return this.run(contractId, command, context);
  }

  async attachScan(contractId: number, person: ContractPerson, url: unknown, context: CommandContext): Promise<Outcome> {
    if (!isScanUrl(url)) throw badRequest(MESSAGES.scanPdf, { url: MESSAGES.scanPdf });
    return this.run(contractId, { kind: 'attachScan', actor: await this.actorFor(contractId, person), url }, context);
  }

  /**
   * The contract a deal between this buyer and seller is placed under: signed, in force today and
   * between their two companies, as the contract's and the accounts' own streams say.
   */
  async forDeal(contractId: number, buyerId: number, sellerId: number, context: CommandContext): Promise<ContractReference> {
    const state = await this.load(contractId);
    const [buyerCompany, sellerCompany] = await Promise.all([this.companyOf(buyerId), this.companyOf(sellerId)]);
    if (!state.drafted || buyerCompany !== state.drafted.buyer.companyId) throw notFound(MESSAGES.notFound);
    if (sellerCompany !== state.drafted.supplier.companyId) throw conflict(NOT_FOR_SELLER);
    if (!isInForce(state, today(context))) throw conflict(NOT_IN_FORCE);
    return { id: contractId, number: state.drafted.number, termsLine: termsLine(state.drafted.number, state.terms as ContractTermsValue) };
  }
}

export const NOT_FOR_SELLER = 'Договор заключён с другим поставщиком';
export const NOT_IN_FORCE = 'Договор не действует: он не подписан обеими сторонами, расторгнут или истёк срок';
