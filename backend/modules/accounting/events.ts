import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../src/write-kit/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));
const Bank = Schema.Struct({ bankName: Schema.String, bik: Schema.String, corrAccount: Schema.String, account: Schema.String });
const Party = Schema.Struct({
  id: Id,
  name: Schema.String,
  inn: Schema.NullOr(Schema.String),
  kpp: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Schema.String),
  /** The bank for payments, as 'Данные компании' held it when the document was issued. */
  bank: Schema.optional(Schema.NullOr(Bank)),
});
const Line = Schema.Struct({ name: Schema.String, quantity: Money, unit: Schema.String, price: Money, amount: Money });
const VatRate = Schema.NullOr(Schema.Literals([20, 10, 0]));
const DocumentId = Schema.String.check(Schema.isMinLength(1));

export const DEAL_KINDS = ['order', 'serviceRequest'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
/** Счёт на оплату; УПД for parts delivered; акт for a service done. */
export const DOCUMENT_TYPES = ['invoice', 'upd', 'act'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** 20, 10, 0, or null for «Без НДС». */
export const VAT_RATES = [20, 10, 0, null] as const;
export type VatRateValue = (typeof VAT_RATES)[number];

/**
 * A seller's documents of one year, stream `documents-<sellerId>-<year>`: each type numbered
 * 1, 2, 3 … without gaps; a correction is a new document that names the one it corrects.
 */
const documentSchemas = {
  DocumentIssued: Schema.Struct({
    documentId: DocumentId,
    docType: Schema.Literals(DOCUMENT_TYPES),
    number: Id,
    year: Id,
    deal: Schema.Struct({ kind: Schema.Literals(DEAL_KINDS), id: Id, label: Schema.String }),
    seller: Party,
    buyer: Party,
    lines: Schema.Array(Line),
    total: Money,
    /** The VAT is included in the total. */
    vatRate: VatRate,
    vat: Money,
    issuedOn: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/)),
    /** The document this one corrects (корректировочный), with the reason. */
    corrects: Schema.NullOr(Schema.Struct({ documentId: DocumentId, number: Id, reason: Schema.String })),
  }),
  DocumentPaymentRecorded: Schema.Struct({
    documentId: DocumentId,
    status: Schema.Literals(['unpaid', 'partly', 'paid']),
    paid: Money,
  }),
};

/** A seller's accounting settings, stream `accounting-settings-<sellerId>`. */
const settingsSchemas = {
  VatRateSet: Schema.Struct({ sellerId: Id, vatRate: VatRate }),
};

type Documents = typeof documentSchemas;
type Settings = typeof settingsSchemas;
export type DocumentEvent = { [K in keyof Documents]: DomainEvent<K, Documents[K]['Type']> }[keyof Documents];
export type SettingsEvent = { [K in keyof Settings]: DomainEvent<K, Settings[K]['Type']> }[keyof Settings];
export type DocumentIssued = Extract<DocumentEvent, { type: 'DocumentIssued' }>['data'];
export type DocumentParty = DocumentIssued['seller'];
export type DocumentLine = DocumentIssued['lines'][number];

export const documentEvents = new EventCodec<DocumentEvent>(documentSchemas);
export const settingsEvents = new EventCodec<SettingsEvent>(settingsSchemas);
export const documentStream = (sellerId: number, year: number): string => `documents-${sellerId}-${year}`;
export const settingsStream = (sellerId: number): string => `accounting-settings-${sellerId}`;
export const documentIdOf = (sellerId: number, year: number, docType: DocumentType, number: number): string =>
  `${sellerId}-${year}-${docType}-${number}`;
/** Parses `<seller>-<year>-<type>-<number>`; null for anything else. */
export function parseDocumentId(id: string): { sellerId: number; year: number } | null {
  const match = /^([1-9]\d{0,15})-(\d{4})-(invoice|upd|act)-([1-9]\d{0,8})$/.exec(id);
  return match ? { sellerId: Number(match[1]), year: Number(match[2]) } : null;
}
