import { marketplaceDay, marketplaceYear } from '../../../shared/calendar/index.ts';
import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import { vatIncluded, vatRateOn } from '../../../shared/vat/index.ts';
import {
  conflict,
  handleCommand,
  loadAggregate,
  notFound,
  type CommandContext,
} from '../../kit/write/index.ts';
import {
  MESSAGES,
  documentDecider,
  forbidden,
  returnReasonOf,
  settingsDecider,
  type DocumentCommand,
  type DocumentsState,
} from './decider.ts';
import {
  documentEvents,
  documentStream,
  parseDocumentId,
  settingsEvents,
  settingsStream,
  type DealKind,
  type DocumentBasis,
  type DocumentLine,
  type DocumentParty,
  type DocumentShipment,
  type DocumentType,
  type VatKind,
  type VatRateValue,
} from './events.ts';
import { okeiOf } from './okei.ts';

/**
 * How far a deal has come: agreed (an invoice may be issued), delivered or done (УПД or акт too),
 * or returned (an order whose return an admin accepted: its УПД is corrected by a УКД, ADR 0078).
 */
export type DealStage = 'open' | 'agreed' | 'delivered' | 'returned';

/** A deal as the orders and services write sides know it. */
export interface Deal {
  readonly sellerId: number;
  readonly buyerId: number;
  readonly stage: DealStage;
  readonly label: string;
  readonly lines: ReadonlyArray<Omit<DocumentLine, 'vat'>>;
  readonly total: number;
  /** The contract the deal is under (number and date), else the order or service request itself. */
  readonly basis?: DocumentBasis | null;
  /** Goods only: the address they ship from (the warehouse) and the one they go to (null: picked up). */
  readonly shipment?: { readonly from: string | null; readonly to: string | null } | null;
  /** A returned order: the admin's reason for accepting the return. */
  readonly returnReason?: string | null;
}

/** Each kind of deal asked of the module that owns it (given by the composition root). */
export type Deals = Readonly<Record<DealKind, (id: number) => Promise<Deal | null>>>;

/** A party's requisites for a document: company name, ИНН, КПП, legal address (else the person). */
export type Requisites = (userId: number) => Promise<DocumentParty>;

/** Where a party's requisites come from: their account (name, company) and their company's card. */
export interface PartyLookup {
  names(userId: number): Promise<{
    readonly person: { readonly companyId?: number | null | undefined };
    readonly displayName: string;
  } | null>;
  company(companyId: number): Promise<{
    readonly name: string;
    readonly inn: string;
    readonly kpp: string | null;
    readonly legalAddress: string;
    readonly bank: DocumentParty['bank'];
  } | null>;
}

/** A party's requisites on a document: their company's (name, ИНН, КПП, legal address), else their own name. */
export function requisitesOf(lookup: PartyLookup): Requisites {
  return async (userId) => {
    const names = await lookup.names(userId);
    const companyId = names?.person.companyId;
    const company = companyId ? await lookup.company(companyId) : null;
    if (company)
      return {
        id: userId,
        name: company.name,
        inn: company.inn,
        kpp: company.kpp,
        address: company.legalAddress,
        bank: company.bank,
      };
    return {
      id: userId,
      name: names?.displayName ?? `Пользователь ${userId}`,
      inn: null,
      kpp: null,
      address: null,
    };
  };
}

export interface AccountingActor {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}

/** The closing document of a deal: УПД for parts, акт for a service. */
export const closingTypeOf = (kind: DealKind): DocumentType => (kind === 'order' ? 'upd' : 'act');

/** The deal's lines with the VAT inside each and their ОКЕИ codes; the document's VAT is the lines' sum. */
function pricedLines(
  lines: ReadonlyArray<Omit<DocumentLine, 'vat'>>,
  rate: VatRateValue,
): { lines: DocumentLine[]; vat: number } {
  const priced = lines.map((line) => ({
    ...line,
    unitCode: line.unitCode ?? okeiOf(line.unit)?.code ?? null,
    vat: vatIncluded(line.amount, rate),
  }));
  return { lines: priced, vat: Math.round(priced.reduce((sum, line) => sum + line.vat * 100, 0)) / 100 };
}

/**
 * The УПД's грузоотправитель and грузополучатель: the seller from the warehouse the goods leave (or
 * «он же» when the deal names none), the buyer at the delivery address (or its own when it collects).
 */
function shipmentOf(
  seller: DocumentParty,
  buyer: DocumentParty,
  places: { from: string | null; to: string | null } | null,
): DocumentShipment {
  return {
    consignor: places?.from ? { name: seller.name, address: places.from } : null,
    consignee: { name: buyer.name, address: places?.to || buyer.address },
  };
}

export class AccountingCommands {
  private readonly deps: { store: EventStore; deals: Deals; requisites: Requisites };

  constructor(deps: AccountingCommands['deps']) {
    this.deps = deps;
  }

  /** The last write queued on each seller-year stream in this process. */
  private readonly queues = new Map<string, Promise<unknown>>();

  /**
   * Writes to one seller-year stream run one after another in this process, so a burst of issues
   * all succeed instead of exhausting their retries on each other; across processes the expected
   * revision still keeps the numbers unique and gap-free.
   */
  private run(
    streamId: string,
    command: DocumentCommand,
    context: CommandContext,
  ): Promise<{ position: Position | null; documentId: string | null }> {
    const previous = this.queues.get(streamId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const { events, position } = await handleCommand({
          store: this.deps.store,
          streamId,
          decider: documentDecider,
          codec: documentEvents,
          command,
          context,
        });
        const issued = events.find((event) => event.type === 'DocumentIssued');
        return { position, documentId: issued ? issued.data.documentId : null };
      });
    this.queues.set(streamId, next);
    void next
      .finally(() => {
        if (this.queues.get(streamId) === next) this.queues.delete(streamId);
      })
      .catch(() => undefined);
    return next;
  }

  /** The seller's choice of VAT: a kind of rate (ADR 0056). */
  async vatKind(sellerId: number): Promise<VatKind> {
    return (await loadAggregate(this.deps.store, settingsStream(sellerId), settingsDecider, settingsEvents))
      .state.vatKind;
  }

  async setVatKind(
    actor: AccountingActor,
    vatKind: VatKind,
    context: CommandContext,
  ): Promise<Position | null> {
    const command = { kind: 'setVatKind', sellerId: actor.userId, vatKind } as const;
    return (
      await handleCommand({
        store: this.deps.store,
        streamId: settingsStream(actor.userId),
        decider: settingsDecider,
        codec: settingsEvents,
        command,
        context,
      })
    ).position;
  }

  /**
   * What a new document of the deal holds, checked against the deal's own stream. Its VAT rate is
   * the seller's kind on `rateDate`: the document's own date, or for a correction the date of the
   * document it corrects (a shipment of 2025 stays at 20 % when corrected in 2026).
   */
  private async draft(
    kind: DealKind,
    id: number,
    docType: 'invoice' | 'closing',
    actor: AccountingActor,
    context: CommandContext,
    rateDate?: string,
  ) {
    const deal = await this.deps.deals[kind](id);
    if (!deal || (deal.sellerId !== actor.userId && deal.buyerId !== actor.userId))
      throw notFound(MESSAGES.dealNotFound);
    if (deal.sellerId !== actor.userId) throw forbidden(MESSAGES.sellerOnly);
    if (deal.stage === 'returned') throw conflict(MESSAGES.returnedDeal);
    if (docType === 'invoice' && deal.stage === 'open') throw conflict(MESSAGES.notConfirmed);
    if (docType === 'closing' && deal.stage !== 'delivered') throw conflict(MESSAGES.notDelivered);
    const year = marketplaceYear(context.now);
    const [seller, buyer, vatKind] = await Promise.all([
      this.deps.requisites(deal.sellerId),
      this.deps.requisites(deal.buyerId),
      this.vatKind(deal.sellerId),
    ]);
    const issuedOn = marketplaceDay(context.now);
    const vatRate = vatRateOn(vatKind, rateDate ?? issuedOn);
    const { lines, vat } = pricedLines(deal.lines, vatRate);
    return {
      sellerId: deal.sellerId,
      docType: docType === 'invoice' ? ('invoice' as const) : closingTypeOf(kind),
      year,
      deal: { kind, id, label: deal.label },
      seller,
      buyer,
      lines,
      total: deal.total,
      vatRate,
      vat,
      issuedOn,
      basis: deal.basis ?? null,
      shipment: kind === 'order' ? shipmentOf(seller, buyer, deal.shipment ?? null) : null,
    };
  }

  /** The seller issues the deal's invoice or closing document, once; the number is the next of the type and year. */
  async issue(
    kind: DealKind,
    id: number,
    docType: 'invoice' | 'closing',
    actor: AccountingActor,
    context: CommandContext,
  ) {
    const data = await this.draft(kind, id, docType, actor, context);
    return this.run(documentStream(data.sellerId, data.year), { kind: 'issue', ...data }, context);
  }

  /**
   * A correction: a new document of the same type from the deal as it stands now, naming the one
   * it corrects; issued in the original's year stream so the pair stays together.
   */
  async correct(
    documentId: string,
    reason: string,
    actor: AccountingActor,
    context: CommandContext,
    original: { deal: { kind: DealKind; id: number }; docType: DocumentType; issuedOn: string },
  ) {
    const ids = parseDocumentId(documentId);
    if (!ids || ids.sellerId !== actor.userId) throw notFound(MESSAGES.documentNotFound);
    if (original.docType === 'ukd') throw conflict(MESSAGES.ukdNotCorrected);
    const data = await this.draft(
      original.deal.kind,
      original.deal.id,
      original.docType === 'invoice' ? 'invoice' : 'closing',
      actor,
      context,
      original.issuedOn,
    );
    return this.run(
      documentStream(ids.sellerId, ids.year),
      { kind: 'correct', ...data, year: ids.year, documentId, reason },
      context,
    );
  }

  /**
   * The УКД of a returned order (ADR 0078): the order's own stream says it is returned, the
   * document stream holding its УПД (this year's, else last year's) decides once per УПД with its
   * expected revision, and numbers the УКД in that stream's own sequence.
   */
  async returnCorrection(kind: DealKind, id: number, actor: AccountingActor, context: CommandContext) {
    const deal = await this.deps.deals[kind](id);
    if (!deal || (deal.sellerId !== actor.userId && deal.buyerId !== actor.userId))
      throw notFound(MESSAGES.dealNotFound);
    if (deal.sellerId !== actor.userId) throw forbidden(MESSAGES.sellerOnly);
    if (deal.stage !== 'returned') throw conflict(MESSAGES.notReturned);
    const now = marketplaceYear(context.now);
    const dealKey = `${kind}-${id}`;
    const streamOf = async (year: number) =>
      (
        await loadAggregate(
          this.deps.store,
          documentStream(deal.sellerId, year),
          documentDecider,
          documentEvents,
        )
      ).state;
    const has = (state: DocumentsState, docType: DocumentType) =>
      [...state.documents.values()].some((doc) => doc.deal === dealKey && doc.docType === docType);
    let year = now;
    let state = await streamOf(now);
    if (!has(state, 'upd')) {
      const before = await streamOf(now - 1);
      if (has(before, 'upd')) [year, state] = [now - 1, before];
    }
    // Invoiced the year before the УПД: the УКД names that invoice too (the register nets it).
    let invoiceElsewhere: { documentId: string; number: number } | null = null;
    if (!has(state, 'invoice')) {
      const before = await streamOf(year - 1);
      const invoiceId = before.latest.get(`${dealKey}:invoice`);
      const invoice = invoiceId ? before.documents.get(invoiceId) : undefined;
      if (invoiceId && invoice) invoiceElsewhere = { documentId: invoiceId, number: invoice.number };
    }
    const [seller, buyer] = await Promise.all([
      this.deps.requisites(deal.sellerId),
      this.deps.requisites(deal.buyerId),
    ]);
    return this.run(
      documentStream(deal.sellerId, year),
      {
        kind: 'returnCorrection',
        sellerId: deal.sellerId,
        year,
        deal: { kind, id, label: deal.label },
        seller,
        buyer,
        returned: true,
        reason: returnReasonOf(deal.returnReason),
        issuedOn: marketplaceDay(context.now),
        invoiceElsewhere,
      },
      context,
    );
  }

  /** The seller records what was paid on an invoice: nothing, part or all. */
  async recordPayment(
    documentId: string,
    paid: number,
    actor: AccountingActor,
    context: CommandContext,
  ): Promise<Position | null> {
    const ids = parseDocumentId(documentId);
    if (!ids || ids.sellerId !== actor.userId) throw notFound(MESSAGES.documentNotFound);
    // A УКД of the next year may name this invoice (ADR 0078): the payment is then only lowered.
    let returnedElsewhere: number | null = null;
    if (ids.year < marketplaceYear(context.now)) {
      const own = (
        await loadAggregate(
          this.deps.store,
          documentStream(ids.sellerId, ids.year),
          documentDecider,
          documentEvents,
        )
      ).state;
      const deal = own.documents.get(documentId)?.deal;
      if (deal) {
        const next = (
          await loadAggregate(
            this.deps.store,
            documentStream(ids.sellerId, ids.year + 1),
            documentDecider,
            documentEvents,
          )
        ).state;
        const ukdId = next.latest.get(`${deal}:ukd`);
        const ukd = ukdId ? next.documents.get(ukdId) : undefined;
        if (ukd?.issued.adjusts?.invoice?.documentId === documentId) returnedElsewhere = ukd.number;
      }
    }
    return (
      await this.run(
        documentStream(ids.sellerId, ids.year),
        { kind: 'recordPayment', documentId, paid, returnedElsewhere },
        context,
      )
    ).position;
  }
}
