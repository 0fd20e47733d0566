import type { ReadModels } from '../../kit/read/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { MESSAGES, returnReasonOf } from './decider.ts';
import type { DealKind, DocumentType } from './events.ts';
import {
  DOCUMENTS_PROJECTION,
  DOCUMENT_SHORT,
  PAYMENT_LABELS,
  type DocumentDoc,
  type DocumentFields,
} from './view.ts';

export interface RegisterFilter {
  readonly side: 'seller' | 'buyer' | 'all';
  readonly userId: number;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly status?: DocumentDoc['paymentStatus'] | undefined;
  readonly docType?: DocumentType | undefined;
  readonly counterparty?: string | undefined;
}

export interface RegisterRow extends DocumentFields {
  id: string;
  typeLabel: string;
  paymentLabel: string;
}

export interface Totals {
  count: number;
  amount: number;
  vat: number;
  paid: number;
}

/** A deal the seller may still document, as the orders' and services' read models list them. */
export interface OpenDeal {
  readonly kind: DealKind;
  readonly id: number;
  readonly label: string;
  readonly buyerName: string;
  readonly total: number;
  readonly stage: 'agreed' | 'delivered' | 'returned';
  readonly updatedAt: string;
  /** A returned order: the admin's reason for accepting the return (ADR 0078). */
  readonly returnReason?: string | null;
}
/** One source of a seller's agreed deals (given by the composition root: the orders, the services). */
export type OpenDeals = (sellerId: number) => Promise<readonly OpenDeal[]>;

const fold = (text: string): string => text.toLowerCase().replaceAll('ё', 'е');
const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * A document as the API answers it: its id, and its type and payment in words. A УКД's amounts are
 * the decrease, answered negative, as the register and its exports show it (ADR 0078).
 */
function rowOf({ _id, _pos, ...doc }: DocumentDoc & { _pos?: unknown }): RegisterRow {
  const sign = doc.docType === 'ukd' ? -1 : 1;
  return {
    ...doc,
    total: sign * doc.total,
    vat: sign * doc.vat,
    returnedBy: doc.returnedBy ?? null,
    adjusts: doc.adjusts ?? null,
    id: String(_id),
    typeLabel: DOCUMENT_SHORT[doc.docType],
    paymentLabel: doc.docType === 'invoice' ? PAYMENT_LABELS[doc.paymentStatus] : '',
  };
}

function totalsOf(rows: readonly RegisterRow[]): Totals {
  const sum = (pick: (row: RegisterRow) => number) =>
    round(rows.reduce((total, row) => total + pick(row), 0));
  // Corrected documents stay in the register but count once: through their correction. A returned
  // deal's invoice is taken back by its УКД's decrease (negative), so the deal counts nothing.
  const billed = (row: RegisterRow) =>
    (row.correctedBy === null && row.docType === 'invoice') ||
    (row.docType === 'ukd' && !!row.adjusts?.invoice);
  return {
    count: rows.length,
    amount: sum((r) => (billed(r) ? r.total : 0)),
    vat: sum((r) => (billed(r) ? r.vat : 0)),
    paid: sum((r) => r.paid),
  };
}

/** The register of documents: a party's own (admins: all), filtered, with totals per month and per counterparty. */
export class AccountingQueries {
  private readonly readModels: ReadModels;
  private readonly openDeals: readonly OpenDeals[];
  constructor(deps: { readModels: ReadModels; openDeals: readonly OpenDeals[] }) {
    this.readModels = deps.readModels;
    this.openDeals = deps.openDeals;
  }

  private collection() {
    return this.readModels.collection<DocumentDoc>(DOCUMENTS_PROJECTION);
  }

  async register(filter: RegisterFilter) {
    const query: Record<string, unknown> = {};
    if (filter.side === 'seller') query.sellerId = filter.userId;
    if (filter.side === 'buyer') query.buyerId = filter.userId;
    // A payment status is an invoice's: a УПД, an act or a УКД has none, so it matches none (a
    // УКД's decrease in an «unpaid» view would take a paid invoice off the unpaid ones' total).
    if (filter.status) query.paymentStatus = filter.status;
    if (filter.docType)
      query.docType = !filter.status || filter.docType === 'invoice' ? filter.docType : { $in: [] };
    else if (filter.status) query.docType = 'invoice';
    if (filter.from || filter.to)
      query.issuedOn = {
        ...(filter.from ? { $gte: filter.from } : {}),
        ...(filter.to ? { $lte: filter.to } : {}),
      };
    const docs = await (await this.collection()).find(query, { sort: { issuedAt: -1 } });
    const words = fold(filter.counterparty ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const counterpartyOf = (doc: DocumentFields) => (filter.side === 'buyer' ? doc.seller : doc.buyer);
    const documents: RegisterRow[] = docs
      .filter((doc) => {
        if (words.length === 0) return true;
        const parties = filter.side === 'all' ? [doc.seller, doc.buyer] : [counterpartyOf(doc)];
        const text = fold(parties.map((p) => `${p.name} ${p.inn ?? ''}`).join(' '));
        return words.every((word) => text.includes(word));
      })
      .map(rowOf);
    const group = (keyOf: (row: RegisterRow) => string) => {
      const groups = new Map<string, RegisterRow[]>();
      for (const row of documents) {
        const key = keyOf(row);
        const group = groups.get(key);
        if (group) group.push(row);
        else groups.set(key, [row]);
      }
      return [...groups].map(([key, rows]) => ({ key, ...totalsOf(rows) }));
    };
    return {
      documents,
      totals: totalsOf(documents),
      byMonth: group((row) => row.issuedOn.slice(0, 7)).sort((a, b) => b.key.localeCompare(a.key)),
      byCounterparty: group((row) => counterpartyOf(row).name).sort((a, b) => b.amount - a.amount),
    };
  }

  /** One document for its seller, its buyer or an admin; anyone else 404 (an id tells nothing). */
  async one(documentId: string, viewer: { userId: number; role: string }): Promise<DocumentDoc> {
    const doc = await (await this.collection()).get(documentId);
    if (!doc || (viewer.role !== 'admin' && doc.sellerId !== viewer.userId && doc.buyerId !== viewer.userId))
      throw notFound(MESSAGES.documentNotFound);
    return doc;
  }

  /** One document as the register shows it, for the same readers as `one`. */
  async row(documentId: string, viewer: { userId: number; role: string }): Promise<RegisterRow> {
    return rowOf(await this.one(documentId, viewer));
  }

  /**
   * The seller's agreed deals with the documents still missing: an invoice, or the closing document
   * once delivered; a returned order whose УПД was issued, its УКД (ADR 0078).
   */
  async toDocument(sellerId: number) {
    const [lists, docs] = await Promise.all([
      Promise.all(this.openDeals.map((source) => source(sellerId))),
      (await this.collection()).find({ sellerId }),
    ]);
    const deals = lists.flat().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const groupOf = (docType: DocumentType) =>
      docType === 'invoice' || docType === 'ukd' ? docType : 'closing';
    const issued = new Set(docs.map((doc) => `${doc.deal.kind}-${doc.deal.id}:${groupOf(doc.docType)}`));
    type Missing = 'invoice' | 'closing' | 'ukd';
    return deals
      .map((deal) => {
        const has = (what: Missing) => issued.has(`${deal.kind}-${deal.id}:${what}`);
        const missing: Missing[] =
          deal.stage === 'returned'
            ? has('closing') && !has('ukd')
              ? ['ukd']
              : []
            : [
                has('invoice') ? null : ('invoice' as const),
                deal.stage === 'delivered' && !has('closing') ? ('closing' as const) : null,
              ].filter((x): x is 'invoice' | 'closing' => x !== null);
        return {
          ...deal,
          returnReason: deal.stage === 'returned' ? returnReasonOf(deal.returnReason) : null,
          missing,
        };
      })
      .filter((deal) => deal.missing.length > 0);
  }
}
