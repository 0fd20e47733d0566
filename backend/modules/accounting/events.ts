import { Schema } from 'effect';
import {
  DOCUMENT_VAT_RATES,
  VAT_KINDS,
  vatKindOfRate,
  type VatKind,
  type VatRate,
} from '../../../shared/vat/index.ts';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));
const Bank = Schema.Struct({
  bankName: Schema.String,
  bik: Schema.String,
  corrAccount: Schema.String,
  account: Schema.String,
});
const Party = Schema.Struct({
  id: Id,
  name: Schema.String,
  inn: Schema.NullOr(Schema.String),
  kpp: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Schema.String),
  /** The bank for payments, as 'Данные компании' held it when the document was issued. */
  bank: Schema.optional(Schema.NullOr(Bank)),
});
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
// The fields marked optional below came with the official forms (ADR 0056): documents issued
// before them lack them and print «—» there.
const Line = Schema.Struct({
  name: Schema.String,
  quantity: Money,
  unit: Schema.String,
  price: Money,
  /** The line's amount, VAT included. */
  amount: Money,
  /** The seller's code of the goods (артикул), the УПД's column А. */
  code: Schema.optional(Schema.NullOr(Schema.String)),
  /** The unit's code in ОКЕИ (796 for «шт»). */
  unitCode: Schema.optional(Schema.NullOr(Schema.String)),
  /** The VAT inside `amount`; the lines' VAT adds up to the document's. */
  vat: Schema.optional(Money),
  /** Код вида товара (ТН ВЭД ЕАЭС), for goods exported to the EAEU. */
  typeCode: Schema.optional(Schema.NullOr(Schema.String)),
  /** Imported goods: the country of origin (ОКСМ code and short name) and the customs declaration's number. */
  origin: Schema.optional(Schema.NullOr(Schema.Struct({ code: Schema.String, name: Schema.String }))),
  declaration: Schema.optional(Schema.NullOr(Schema.String)),
});
/** The rate printed: 20 before 2026 and 22 since for the general rate, the others as chosen. */
const VatRateSchema = Schema.NullOr(Schema.Literals(DOCUMENT_VAT_RATES));
const DocumentId = Schema.String.check(Schema.isMinLength(1));
/** A consignor or consignee: who ships or receives the goods, and where. */
const Place = Schema.Struct({ name: Schema.String, address: Schema.NullOr(Schema.String) });

export const DEAL_KINDS = ['order', 'serviceRequest'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
/**
 * Счёт на оплату; УПД for parts delivered; акт for a service done; УКД (универсальный
 * корректировочный документ) for the УПД of a returned order (ADR 0078).
 */
export const DOCUMENT_TYPES = ['invoice', 'upd', 'act', 'ukd'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type VatRateValue = VatRate;
export { VAT_KINDS, vatKindOfRate, type VatKind };
/** What a document is issued on: the contract, or else the order or service request. */
export const BASIS_KINDS = ['contract', 'order', 'serviceRequest'] as const;

/**
 * A seller's documents of one year, stream `documents-<sellerId>-<year>`: each type numbered
 * 1, 2, 3 … without gaps; a correction is a new document that names the one it corrects.
 */
/** A line's figures on one side of a change: quantity, price and amount without VAT, VAT, amount with VAT. */
const Figures = Schema.Struct({
  quantity: Money,
  price: Money,
  amountWithoutVat: Money,
  vat: Money,
  amount: Money,
});
/**
 * What a УКД changes (ADR 0078): the УПД it corrects (number and date), the invoice of the same
 * deal when there is one, the reason, and per line the figures before and after the change.
 */
const Adjustment = Schema.Struct({
  documentId: DocumentId,
  number: Id,
  issuedOn: Day,
  reason: Schema.String,
  invoice: Schema.NullOr(Schema.Struct({ documentId: DocumentId, number: Id })),
  lines: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      code: Schema.NullOr(Schema.String),
      unit: Schema.String,
      unitCode: Schema.NullOr(Schema.String),
      before: Figures,
      after: Figures,
    }),
  ),
});

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
    vatRate: VatRateSchema,
    vat: Money,
    issuedOn: Day,
    /** «Основание передачи»: «Договор поставки № Д-000001 от 01.10.2026», or the order. */
    basis: Schema.optional(
      Schema.NullOr(
        Schema.Struct({
          kind: Schema.Literals(BASIS_KINDS),
          title: Schema.String,
          number: Schema.String,
          date: Schema.NullOr(Day),
        }),
      ),
    ),
    /** The УПД's грузоотправитель (null: the seller itself, «он же») and грузополучатель with their addresses. */
    shipment: Schema.optional(
      Schema.NullOr(Schema.Struct({ consignor: Schema.NullOr(Place), consignee: Place })),
    ),
    /**
     * A УКД only: the УПД it corrects and the figures before and after; its own `lines`, `total`
     * and `vat` are then the decrease. Documents of the other types have none.
     */
    adjusts: Schema.optional(Schema.NullOr(Adjustment)),
    /** The document this one replaces («Взамен», for an error), with the reason. */
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
  /** Before ADR 0056 the choice was a number (20, 10, 0 or null): read as its kind, 20 as the general rate. */
  VatRateSet: Schema.Struct({ sellerId: Id, vatRate: Schema.NullOr(Schema.Literals([20, 10, 0])) }),
  /** The seller's choice: the general rate (20 or 22 by the document's date), 10, 0, 5, 7 or «Без НДС». */
  VatKindSet: Schema.Struct({ sellerId: Id, vatKind: Schema.Literals(VAT_KINDS) }),
};

type Documents = typeof documentSchemas;
type Settings = typeof settingsSchemas;
export type DocumentEvent = { [K in keyof Documents]: DomainEvent<K, Documents[K]['Type']> }[keyof Documents];
export type SettingsEvent = { [K in keyof Settings]: DomainEvent<K, Settings[K]['Type']> }[keyof Settings];
export type DocumentIssued = Extract<DocumentEvent, { type: 'DocumentIssued' }>['data'];
export type DocumentParty = DocumentIssued['seller'];
export type DocumentLine = DocumentIssued['lines'][number];
export type DocumentBasis = NonNullable<DocumentIssued['basis']>;
export type DocumentShipment = NonNullable<DocumentIssued['shipment']>;
export type DocumentAdjustment = NonNullable<DocumentIssued['adjusts']>;
export type AdjustedFigures = DocumentAdjustment['lines'][number]['before'];

export const documentEvents = new EventCodec<DocumentEvent>(documentSchemas);
export const settingsEvents = new EventCodec<SettingsEvent>(settingsSchemas);
export const documentStream = (sellerId: number, year: number): string => `documents-${sellerId}-${year}`;
export const settingsStream = (sellerId: number): string => `accounting-settings-${sellerId}`;
export const documentIdOf = (sellerId: number, year: number, docType: DocumentType, number: number): string =>
  `${sellerId}-${year}-${docType}-${number}`;
/** Parses `<seller>-<year>-<type>-<number>`; null for anything else. */
export function parseDocumentId(id: string): { sellerId: number; year: number } | null {
  const match = /^([1-9]\d{0,15})-(\d{4})-(invoice|upd|act|ukd)-([1-9]\d{0,8})$/.exec(id);
  return match ? { sellerId: Number(match[1]), year: Number(match[2]) } : null;
}
