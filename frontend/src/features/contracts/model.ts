import { CONTRACT_DISPLAY_STATUS_LABELS, type ApiSchema } from '../../shared/api';
import { formatDate } from '../../shared/lib';

// Contracts between two companies as the API answers them (ADR 0033).

/** A contract as the server answers it (docs/openapi.yaml, `Contract`; ADR 0046). */
export type Contract = ApiSchema<'Contract'>;
export type ContractTerms = ApiSchema<'ContractTermsValue'>;
export type ContractStatus = Contract['status'];
export type DisplayStatus = Contract['displayStatus'];
export type ContractSide = Contract['proposedBy'];

export type ContractAction = 'edit' | 'send' | 'sign' | 'requestChanges' | 'decline' | 'terminate';

/** Status words come from the API document (docs/openapi.yaml, x-labels). */
export const STATUS_LABELS: Readonly<Record<DisplayStatus, string>> = CONTRACT_DISPLAY_STATUS_LABELS;

export const contractTone = (status: DisplayStatus): string =>
  status === 'signed'
    ? 'done'
    : status === 'sent' || status === 'changes_requested'
      ? 'wait'
      : status === 'draft'
        ? 'go'
        : 'stop';

/** What the viewer's side may do now. */
export function contractActions(contract: Contract): ContractAction[] {
  if (contract.mySide === null) return [];
  const proposer = contract.mySide === contract.proposedBy;
  switch (contract.displayStatus) {
    case 'draft':
    case 'changes_requested':
      return proposer ? ['edit', 'send'] : [];
    case 'sent':
      return proposer ? [] : ['sign', 'requestChanges', 'decline'];
    case 'signed':
      return ['terminate'];
    default:
      return [];
  }
}

export const counterpartyOf = (contract: Contract) =>
  contract.mySide === 'buyer' ? contract.supplier : contract.buyer;

/** The counterparty's name, or why there is none yet: no company holds the addressed ИНН verified (ADR 0052). */
export const counterpartyName = (contract: Contract): string =>
  contract.awaitingVerification
    ? CONTRACTS_TEXT.awaiting.short(counterpartyOf(contract).inn)
    : counterpartyOf(contract).name;

export const SIDE_LABELS: Record<ContractSide, string> = { supplier: 'Поставщик', buyer: 'Покупатель' };

/** The terms in one line, as the signing question names them. */
export function termsSummary(contract: Pick<Contract, 'terms'>): string {
  const { terms } = contract;
  return [
    `«${terms.subject}»`,
    `предоплата ${terms.prepaymentPercent} %`,
    terms.deferralDays > 0 ? `отсрочка оплаты ${terms.deferralDays} дн.` : 'без отсрочки оплаты',
    terms.deliveryTerms ? `поставка: ${terms.deliveryTerms}` : null,
    `срок действия с ${formatDate(terms.validFrom)} по ${formatDate(terms.validTo)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export const CONTRACTS_TEXT = {
  newContract: 'Новый договор',
  search: 'Поиск',
  searchPlaceholder: 'Номер, контрагент, ИНН или предмет',
  status: 'Статус',
  allStatuses: 'Все статусы',
  reset: 'Сбросить',
  columns: {
    number: 'Договор',
    counterparty: 'Контрагент',
    subject: 'Предмет',
    period: 'Срок действия',
    status: 'Статус',
    updated: 'Изменён',
  },
  loading: 'Загрузка договоров',
  loadError: 'Не удалось загрузить договоры',
  retry: 'Повторить',
  empty: 'Договоров пока нет',
  emptyHint:
    'Заключите договор поставки с контрагентом: заявки по нему получат его условия, а документы — его номер.',
  emptyFiltered: 'Нет договоров по этим условиям',
  editor: {
    titleNew: 'Новый договор',
    titleEdit: (number: string) => `Договор ${number}: условия`,
    counterpartyInn: 'ИНН контрагента',
    counterpartyHint:
      'Компания должна быть зарегистрирована на площадке; договор придёт ей, когда администратор проверит её реквизиты',
    subject: 'Предмет договора',
    validFrom: 'Действует с',
    validTo: 'Действует по',
    prepaymentPercent: 'Предоплата, %',
    deferralDays: 'Отсрочка оплаты, дней',
    deliveryTerms: 'Условия поставки',
    priceReference: 'Прайс-лист или спецификация',
    saveDraft: 'Сохранить черновик',
    send: 'Отправить на подписание',
    save: 'Сохранить',
    cancel: 'Отмена',
    saved: 'Договор сохранён',
    sent: 'Договор отправлен на подписание',
  },
  panel: {
    title: (number: string) => `Договор ${number}`,
    supplier: 'Поставщик',
    buyer: 'Покупатель',
    subject: 'Предмет',
    period: 'Срок действия',
    payment: 'Оплата',
    payment_value: (prepayment: number, deferral: number) =>
      `Предоплата ${prepayment}%${deferral > 0 ? `, отсрочка ${deferral} дн.` : ''}`,
    delivery: 'Условия поставки',
    prices: 'Цены',
    reason: 'Причина',
    changes: 'Что изменить',
    timeline: 'История',
    scans: 'Подписанные сканы',
    noScans: 'Скан не приложен',
    attachScan: 'Приложить скан (PDF)',
    scanAttached: 'Скан приложен',
    scanTooBig: 'Файл больше 20 МБ',
    scanNotPdf: 'Приложите PDF',
    you: 'вы',
  },
  actions: {
    edit: 'Изменить условия',
    send: 'Отправить на подписание',
    sign: 'Подписать',
    requestChanges: 'Запросить изменения',
    decline: 'Отклонить',
    terminate: 'Расторгнуть',
  } satisfies Record<ContractAction, string>,
  reasonLabel: {
    requestChanges: 'Что изменить',
    decline: 'Причина отказа',
    terminate: 'Причина расторжения',
  },
  done: {
    send: 'Договор отправлен на подписание',
    sign: 'Договор подписан',
    requestChanges: 'Изменения запрошены',
    decline: 'Договор отклонён',
    terminate: 'Договор расторгнут',
  },
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  document: 'Текст договора (PDF)',
  documentHint: 'Договор поставки по этим условиям с реквизитами обеих сторон',
  signDialog: {
    title: 'Подписать договор?',
    question: (contract: Contract) =>
      `Подписать договор № ${contract.number} с ${counterpartyOf(contract).name} на условиях: ${termsSummary(contract)}?`,
    readFirst: 'Прочитайте текст договора перед подписанием.',
    submit: 'Подписать',
  },
  awaiting: {
    short: (inn: string) => `Ожидает подтверждения компании с ИНН ${inn}`,
    badge: 'Ждёт подтверждения ИНН',
    text: (inn: string) =>
      `Договор ожидает подтверждения компании с ИНН ${inn}: его получит компания, чьи реквизиты проверит администратор площадки. Как только это произойдёт, договор появится у неё в разделе «Договора».`,
  },
  unverified:
    'Договоры, адресованные ИНН вашей компании, приходят только после её проверки администратором площадки. Отправьте выписку из ЕГРЮЛ/ЕГРИП или письмо на бланке компании в разделе «Данные компании».',
} as const;
