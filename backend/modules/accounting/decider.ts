import {
  DomainError,
  badRequest,
  conflict,
  notFound,
  type Decider,
  deciderOf,
} from '../../kit/write/index.ts';
import {
  documentIdOf,
  type AdjustedFigures,
  type DocumentAdjustment,
  vatKindOfRate,
  type DocumentEvent,
  type DocumentIssued,
  type DocumentType,
  type SettingsEvent,
  type VatKind,
} from './events.ts';
import { updFigures } from './upd-figures.ts';

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
  notReturned: 'УКД выставляется по возвращённому заказу (возврат принят администратором)',
  noUpd: 'По заказу не выставлен УПД: корректировать нечего',
  ukdIssued: (number: number) => `По этому УПД уже выставлен УКД № ${number}`,
  returnedDeal: 'Заказ возвращён: по нему выставляется УКД, новый счёт или УПД не выставляются',
  ukdNotCorrected: 'УКД не исправляется: по возврату выставляется один УКД',
  paymentAfterReturn: (number: number) =>
    `Заказ возвращён, по нему выставлен УКД № ${number}: оплату по счёту можно только уменьшить (деньги возвращены покупателю)`,
} as const;

/** The reason a УКД of a return states: the return itself, and the dispute's decision when there is one. */
export const RETURN_REASON = 'Возврат товара покупателем';
export const returnReasonOf = (decision: string | null | undefined): string =>
  decision?.trim() ? `${RETURN_REASON}: ${decision.trim()}` : RETURN_REASON;

export interface IssuedSummary {
  readonly docType: DocumentType;
  readonly total: number;
  readonly number: number;
  /** `order-5`: the deal the document is issued for. */
  readonly deal: string;
  /** What was marked paid (invoices). */
  readonly paid: number;
  /** The document as issued: a УКД prints the figures of the УПД it corrects from it. */
  readonly issued: DocumentIssued;
}

export interface DocumentsState {
  /** Issued count per type: the next number is this plus one. */
  readonly counts: Readonly<Record<DocumentType, number>>;
  /** `order-5:invoice` → the latest document of that type for the deal (a correction replaces it). */
  readonly latest: ReadonlyMap<string, string>;
  readonly documents: ReadonlyMap<string, IssuedSummary>;
}

/** The УКД of a returned order: decided from the order's own stream (`returned`) and this stream's УПД. */
export interface ReturnCorrection {
  readonly kind: 'returnCorrection';
  readonly sellerId: number;
  readonly year: number;
  readonly deal: DocumentIssued['deal'];
  readonly seller: DocumentIssued['seller'];
  readonly buyer: DocumentIssued['buyer'];
  readonly returned: boolean;
  readonly reason: string;
  readonly issuedOn: string;
  /**
   * The deal's invoice in the stream of the year before, when this stream holds none (invoiced in
   * December, shipped in January): the УКД names it all the same, so the register nets it.
   */
  readonly invoiceElsewhere?: { readonly documentId: string; readonly number: number } | null;
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
  | ReturnCorrection
  | {
      readonly kind: 'recordPayment';
      readonly documentId: string;
      readonly paid: number;
      /** The number of the deal's УКД issued in the next year's stream, if any (a УКД names the invoice across years). */
      readonly returnedElsewhere?: number | null;
    };

const dealOf = (deal: { kind: string; id: number }) => `${deal.kind}-${deal.id}`;
const dealKey = (deal: { kind: string; id: number }, docType: DocumentType) => `${dealOf(deal)}:${docType}`;
const cents = (value: number): number => Math.round(value * 100);

/**
 * The УКД's figures (ADR 0078): each line of the УПД before the change as printed on it, after the
 * change nothing (the whole order came back), and the decrease as the document's own lines and totals.
 */
function returnOf(upd: DocumentIssued, reason: string, invoice: DocumentAdjustment['invoice']) {
  const printed = updFigures(upd);
  const adjustment: DocumentAdjustment = {
    documentId: upd.documentId,
    number: upd.number,
    issuedOn: upd.issuedOn,
    reason,
    invoice,
    lines: upd.lines.map((line, index) => {
      const figures = printed.lines[index]!;
      const before: AdjustedFigures = {
        quantity: line.quantity,
        price: figures.price,
        amountWithoutVat: figures.amountWithoutVat,
        vat: figures.vat ?? 0,
        amount: line.amount,
      };
      return {
        name: line.name,
        code: line.code ?? null,
        unit: line.unit,
        unitCode: line.unitCode ?? null,
        before,
        after: { quantity: 0, price: figures.price, amountWithoutVat: 0, vat: 0, amount: 0 },
      };
    }),
  };
  const lines = upd.lines.map((line, index) => ({ ...line, vat: adjustment.lines[index]!.before.vat }));
  const vat = lines.reduce((sum, line) => sum + cents(line.vat), 0) / 100;
  return { adjustment, lines, vat };
}

function returnCorrection(command: ReturnCorrection, state: DocumentsState): DocumentEvent[] {
  if (!command.returned) throw conflict(MESSAGES.notReturned);
  const updId = state.latest.get(dealKey(command.deal, 'upd'));
  const upd = updId ? state.documents.get(updId) : undefined;
  if (!upd) throw conflict(MESSAGES.noUpd);
  const done = state.latest.get(dealKey(command.deal, 'ukd'));
  if (done) throw conflict(MESSAGES.ukdIssued(state.documents.get(done)?.number ?? 0));
  const invoiceId = state.latest.get(dealKey(command.deal, 'invoice'));
  const invoice = invoiceId ? state.documents.get(invoiceId) : undefined;
  const { adjustment, lines, vat } = returnOf(
    upd.issued,
    command.reason,
    invoice && invoiceId
      ? { documentId: invoiceId, number: invoice.number }
      : (command.invoiceElsewhere ?? null),
  );
  const number = state.counts.ukd + 1;
  return [
    {
      type: 'DocumentIssued',
      data: {
        documentId: documentIdOf(command.sellerId, command.year, 'ukd', number),
        docType: 'ukd',
        number,
        year: command.year,
        deal: command.deal,
        seller: command.seller,
        buyer: command.buyer,
        lines,
        total: upd.issued.total,
        vatRate: upd.issued.vatRate,
        vat,
        issuedOn: command.issuedOn,
        basis: upd.issued.basis ?? null,
        shipment: null,
        adjusts: adjustment,
        corrects: null,
      },
    },
  ];
}
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
    // A returned deal is no sale any more: what was paid can only go back to the buyer.
    const ukd = state.latest.get(`${document.deal}:ukd`);
    const ukdNumber = ukd ? (state.documents.get(ukd)?.number ?? 0) : (command.returnedElsewhere ?? null);
    if (ukdNumber !== null && command.paid > document.paid)
      throw conflict(MESSAGES.paymentAfterReturn(ukdNumber));
    const status = command.paid === 0 ? 'unpaid' : command.paid >= document.total ? 'paid' : 'partly';
    return [
      {
        type: 'DocumentPaymentRecorded',
        data: { documentId: command.documentId, status, paid: command.paid },
      },
    ];
  }
  if (command.kind === 'returnCorrection') return returnCorrection(command, state);
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
    if (original.docType === 'ukd') throw conflict(MESSAGES.ukdNotCorrected);
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
  if (event.type === 'DocumentPaymentRecorded') {
    const document = state.documents.get(event.data.documentId);
    if (!document) return state;
    return {
      ...state,
      documents: new Map(state.documents).set(event.data.documentId, { ...document, paid: event.data.paid }),
    };
  }
  const { documentId, docType, number, total, deal } = event.data;
  return {
    counts: { ...state.counts, [docType]: number },
    latest: new Map(state.latest).set(dealKey(deal, docType), documentId),
    documents: new Map(state.documents).set(documentId, {
      docType,
      total,
      number,
      deal: dealOf(deal),
      paid: 0,
      issued: event.data,
    }),
  };
}

export const documentDecider = deciderOf(
  { counts: { invoice: 0, upd: 0, act: 0, ukd: 0 }, latest: new Map(), documents: new Map() },
  evolve,
  decide,
);

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
