import type { ApiAnswer, ApiSchema } from '../../shared/api';

// The documents of 'Бухгалтерия' as the API answers them (ADR 0032).

/** A document as the server answers it (docs/openapi.yaml, `AccountingDocument`; ADR 0046). */
export type AccountingDocument = ApiSchema<'AccountingDocument'>;
export type DocumentParty = ApiSchema<'AccountingParty'>;
export type Totals = ApiSchema<'AccountingTotals'>;
export type Register = ApiSchema<'AccountingRegister'>;
export type DocumentType = AccountingDocument['docType'];
export type PaymentStatus = AccountingDocument['paymentStatus'];
export type VatKind = ApiSchema<'VatKind'>;
export type RegisterSide = 'seller' | 'buyer';
/** An agreed deal that still lacks its invoice or closing document. */
export type PendingDeal = ApiAnswer<'/api/accounting/pending', 'get'>['deals'][number];

export interface RegisterFilter {
  side: RegisterSide;
  from: string;
  to: string;
  type: DocumentType | '';
  status: PaymentStatus | '';
  counterparty: string;
}

export const EXPORT_FORMATS = { xlsx: 'XLSX', commerceml: '1С (CommerceML)', csv: 'CSV' } as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export const TYPE_LABELS: Record<DocumentType, string> = {
  invoice: 'Счёт',
  upd: 'УПД',
  act: 'Акт',
  ukd: 'УКД',
};
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Не оплачен',
  partly: 'Оплачен частично',
  paid: 'Оплачен',
};

export const paymentTone = (status: PaymentStatus): string =>
  status === 'paid' ? 'done' : status === 'partly' ? 'wait' : 'go';

export const ACCOUNTING_TEXT = {
  tabs: { issued: 'Выставленные', received: 'Полученные', pending: 'К выставлению', settings: 'НДС' },
  filters: {
    from: 'С даты',
    to: 'По дату',
    type: 'Документ',
    allTypes: 'Все документы',
    status: 'Оплата',
    allStatuses: 'Любая',
    counterparty: 'Контрагент',
    counterpartyPlaceholder: 'Название или ИНН',
    reset: 'Сбросить',
  },
  export: 'Выгрузить',
  columns: {
    document: 'Документ',
    date: 'Дата',
    counterparty: 'Контрагент',
    deal: 'Основание',
    total: 'Сумма',
    vat: 'НДС',
    payment: 'Оплата',
    actions: 'Действия',
  },
  totals: {
    count: 'Документов',
    amount: 'Выставлено счетов на (за вычетом возвратов)',
    vat: 'в т. ч. НДС',
    paid: 'Оплачено',
    byCounterparty: 'По контрагентам',
    byMonth: 'По месяцам',
  },
  actions: {
    pdf: 'PDF',
    payment: 'Оплата',
    correct: 'Корректировка',
    issueInvoice: 'Выставить счёт',
    issueClosing: (kind: 'order' | 'serviceRequest') =>
      kind === 'order' ? 'Выставить УПД' : 'Выставить акт',
    issueUkd: 'Сформировать УКД',
  },
  correctedBy: (number: number) => `Исправлен документом № ${number}`,
  ukdBadge: 'Возврат',
  adjusts: (number: number, date: string) => `К УПД № ${number} от ${date}`,
  returnedBy: (number: number) => `Возврат: УКД № ${number}`,
  corrects: (number: number) => `Корректировка № ${number}`,
  noVat: 'Без НДС',
  loading: 'Загрузка документов',
  loadError: 'Не удалось загрузить документы',
  retry: 'Повторить',
  empty: {
    issued: 'Вы ещё не выставили ни одного документа',
    received: 'Вам ещё не выставили документов',
    filtered: 'Нет документов по этим условиям',
  },
  emptyHint: {
    issued:
      'Счёт выставляется по заявке, подтверждённой покупателем, или по принятому предложению по услуге: они появятся на вкладке «К выставлению».',
    received: 'Счета, УПД и акты поставщиков по вашим подтверждённым заявкам появятся здесь.',
  },
  pending: {
    empty: 'Все подтверждённые и возвращённые сделки уже с документами',
    emptyHint:
      'Когда покупатель подтвердит условия заявки или примет предложение по услуге, сделка появится здесь.',
    deal: 'Сделка',
    buyer: 'Покупатель',
    stage: 'Этап',
    agreed: 'Условия подтверждены',
    delivered: 'Отгружено / выполнено',
    returned: 'Возвращён',
    returnReason: 'Основание УКД',
    issued: 'Документ выставлен',
  },
  paymentDialog: {
    title: (number: number) => `Оплата по счёту № ${number}`,
    description: (total: string) => `Сумма счёта ${total}. Укажите, сколько оплачено всего.`,
    paid: 'Оплачено всего, ₽',
    full: 'Оплачен полностью',
    save: 'Сохранить',
    cancel: 'Отмена',
    saved: 'Оплата отмечена',
    invalid: 'Укажите сумму от 0 до суммы счёта',
  },
  correctionDialog: {
    title: (label: string) => `Корректировка: ${label}`,
    description:
      'Документ не изменяется: выставляется новый документ со следующим номером, который ссылается на этот. Реквизиты берутся из данных компаний на сегодня.',
    reason: 'Причина корректировки',
    submit: 'Выставить корректировочный',
    cancel: 'Отмена',
    issued: (number: number) => `Выставлен корректировочный документ № ${number}`,
    required: 'Укажите причину (до 500 символов)',
  },
  settings: {
    title: 'Ставка НДС в новых документах',
    description:
      'Цены включают НДС. Ставка берётся по дате документа: общая ставка — 20 % в документах по 31.12.2025 и 22 % с 01.01.2026. Уже выставленные документы сохраняют свою ставку.',
    save: 'Сохранить',
    saved: 'Ставка НДС сохранена',
  },
  issued: (label: string, number: number) => `${label} № ${number} выставлен`,
} as const;
