import { DomainError, badRequest, conflict, notFound, type Decider } from '../../src/write-kit/index.ts';
import {
  documentIdOf,
  vatKindOfRate,
  type DocumentEvent,
  type DocumentIssued,
  type DocumentType,
  type SettingsEvent,
  type VatKind,
} from './events.ts';

export const MESSAGES = {
  dealNotFound: 'Сделка не найдена',
  notConfirmed: 'Счёт выставляется по подтверждённому заказу или принятому предложению по услуге',
  notDelivered: 'УПД выставляется после отгрузки, акт — после выполнения услуги',
  sellerOnly: 'Документы по сделке выставляет продавец',
  alreadyIssued: 'Такой документ по этой сделке уже выставлен; исправление — корректировочный документ',
  documentNotFound: 'Документ не найден',
  paidAmount: 'Оплачено — сумма от 0 до суммы счёта',
  paymentOnInvoice: 'Оплата отмечается по счёту',
  correctionReason: 'Укажите причину корректировки (до 500 символов)',
  correctionOfCorrection: 'Корректируется последний документ по сделке',
} as const;

export interface IssuedSummary {
  readonly docType: DocumentType;
  readonly total: number;
  readonly number: number;
}

export interface DocumentsState {
  /** Issued count per type: the next number is this plus one. */
  readonly counts: Readonly<Record<DocumentType, number>>;
  /** `order-5:invoice` → the latest document of that type for the deal (a correction replaces it). */
  readonly latest: ReadonlyMap<string, string>;
  readonly documents: ReadonlyMap<string, IssuedSummary>;
}

type IssueData = Omit<DocumentIssued, 'documentId' | 'number' | 'corrects'>;

export type DocumentCommand =
  | ({ readonly kind: 'issue'; readonly sellerId: number } & IssueData)
  | ({
      readonly kind: 'correct';
      readonly sellerId: number;
      readonly documentId: string;
      readonly reason: string;
    } & IssueData)
  | { readonly kind: 'recordPayment'; readonly documentId: string; readonly paid: number };

const dealKey = (deal: { kind: string; id: number }, docType: DocumentType) =>
  `${deal.kind}-${deal.id}:${docType}`;
const REASON_MAX = 500;

/**
 * The documents of one seller and year (ADR 0032): the next number of a type is its count plus
 * one, decided on the stream's own state and appended with its expected revision, so numbers never
 * repeat or skip however many are issued at once. One document of a type per deal; a correction is
 * a new document naming the one it corrects, never an edit.
 */
function decide(command: DocumentCommand, state: DocumentsState): DocumentEvent[] {
  if (command.kind === 'recordPayment') {
    const document = state.documents.get(command.documentId);
    if (!document) throw notFound(MESSAGES.documentNotFound);
    if (document.docType !== 'invoice') throw conflict(MESSAGES.paymentOnInvoice);
    if (!(command.paid >= 0 && command.paid <= document.total))
      throw badRequest(MESSAGES.paidAmount, { paid: MESSAGES.paidAmount });
    const status = command.paid === 0 ? 'unpaid' : command.paid >= document.total ? 'paid' : 'partly';
    return [
      {
        type: 'DocumentPaymentRecorded',
        data: { documentId: command.documentId, status, paid: command.paid },
      },
    ];
  }
  const { kind, sellerId, ...rest } = command;
  const data: IssueData = {
    docType: rest.docType,
    year: rest.year,
    deal: rest.deal,
    seller: rest.seller,
    buyer: rest.buyer,
    lines: rest.lines,
    total: rest.total,
    vatRate: rest.vatRate,
    vat: rest.vat,
    issuedOn: rest.issuedOn,
    basis: rest.basis ?? null,
    shipment: rest.shipment ?? null,
  };
  const key = dealKey(data.deal, data.docType);
  let corrects: DocumentIssued['corrects'] = null;
  if (kind === 'issue') {
    if (state.latest.has(key)) throw conflict(MESSAGES.alreadyIssued);
  } else {
    const original = state.documents.get(command.documentId);
    if (!original || state.latest.get(key) === undefined) throw notFound(MESSAGES.documentNotFound);
    if (state.latest.get(key) !== command.documentId) throw conflict(MESSAGES.correctionOfCorrection);
    const reason = command.reason.trim();
    if (reason === '' || reason.length > REASON_MAX)
      throw badRequest(MESSAGES.correctionReason, { reason: MESSAGES.correctionReason });
    corrects = { documentId: command.documentId, number: original.number, reason };
  }
  const number = state.counts[data.docType] + 1;
  return [
    {
      type: 'DocumentIssued',
      data: {
        documentId: documentIdOf(sellerId, data.year, data.docType, number),
        number,
        ...data,
        corrects,
      },
    },
  ];
}

function evolve(state: DocumentsState, event: DocumentEvent): DocumentsState {
  if (event.type !== 'DocumentIssued') return state;
  const { documentId, docType, number, total, deal } = event.data;
  return {
    counts: { ...state.counts, [docType]: number },
    latest: new Map(state.latest).set(dealKey(deal, docType), documentId),
    documents: new Map(state.documents).set(documentId, { docType, total, number }),
  };
}

export const documentDecider: Decider<DocumentCommand, DocumentEvent, DocumentsState> = {
  initialState: { counts: { invoice: 0, upd: 0, act: 0 }, latest: new Map(), documents: new Map() },
  evolve,
  decide,
};

/**
 * A seller's VAT: the kind of rate they chose, the general rate until they choose (ADR 0056). The
 * rate a document carries follows from the kind and the document's date.
 */
export interface SettingsState {
  readonly vatKind: VatKind;
}
export type SettingsCommand = {
  readonly kind: 'setVatKind';
  readonly sellerId: number;
  readonly vatKind: VatKind;
};

export const DEFAULT_VAT_KIND: VatKind = 'general';

export const settingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  initialState: { vatKind: DEFAULT_VAT_KIND },
  evolve: (_state, event) => ({
    vatKind: event.type === 'VatKindSet' ? event.data.vatKind : vatKindOfRate(event.data.vatRate),
  }),
  decide: (command, state) =>
    state.vatKind === command.vatKind
      ? []
      : [{ type: 'VatKindSet', data: { sellerId: command.sellerId, vatKind: command.vatKind } }],
};

export const forbidden = (message: string): DomainError => new DomainError(403, 'forbidden', message);
