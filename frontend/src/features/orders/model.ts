import { ORDER_STATUS_LABELS, type ApiSchema } from '../../shared/api';
import { EMPTY_PERIOD_SEARCH, type PeriodSearchFilter } from '../../shared/lib';

/** An order as the cabinet shows it to its buyer, its seller and admins: as the server answers it (docs/openapi.yaml, `Order`; ADR 0046). */
export type Order = ApiSchema<'Order'>;
export type OrderPage = ApiSchema<'OrderPage'>;
export type OrderStatus = Order['status'];
/** One step of an order's history. */
export type OrderStep = Order['history'][number];
/** The buyer's dispute of a shipped or received order (ADR 0060). */
export type OrderDispute = NonNullable<Order['dispute']>;
export type DisputeCause = OrderDispute['cause'];

/** Whose list: the buyer's orders, the requests for the seller's products, or all (admins). */
export type OrderSide = 'buyer' | 'seller' | 'admin';

export interface OrderFilter extends PeriodSearchFilter {
  status: '' | OrderStatus;
  /** Only orders whose dispute waits for an admin's decision. */
  disputeOpen: boolean;
}

export const ORDER_PAGE_SIZE = 20;
export const EMPTY_ORDER_FILTER: OrderFilter = { ...EMPTY_PERIOD_SEARCH, status: '', disputeOpen: false };

/** The status filter's choices: the order's path first, then its ends; the words come from the API document. */
const STATUS_ORDER: readonly OrderStatus[] = [
  'requested',
  'accepted',
  'confirmed',
  'shipped',
  'ready',
  'received',
  'closed',
  'declined',
  'rejected',
  'cancelled',
  'returned',
];
export const STATUS_OPTIONS: ReadonlyArray<[OrderStatus, string]> = STATUS_ORDER.map((status) => [
  status,
  ORDER_STATUS_LABELS[status],
]);

export const DISPUTE_CAUSES: ReadonlyArray<[DisputeCause, string]> = [
  ['notReceived', 'Заказ не получен'],
  ['wrongPart', 'Прислали не ту деталь'],
  ['defect', 'Брак или повреждение'],
  ['incomplete', 'Неполная комплектация'],
  ['other', 'Другое'],
];

/** A dispute still waiting for an admin's decision. */
export const disputeOpen = (order: Pick<Order, 'dispute'>): boolean =>
  order.dispute?.status === 'open' || order.dispute?.status === 'answered';

/** The colour of a dispute's badge: waiting while open, green when the return is accepted, grey once rejected. */
export function disputeTone(dispute: OrderDispute): 'wait' | 'go' | 'done' | 'stop' {
  if (dispute.status === 'open' || dispute.status === 'answered') return 'stop';
  return dispute.status === 'returnAccepted' ? 'go' : 'done';
}

/** The colour of a status badge: waiting on someone, going well, done, or stopped. */
export function statusTone(order: Pick<Order, 'status' | 'suspended'>): 'wait' | 'go' | 'done' | 'stop' {
  if (order.suspended) return 'stop';
  if (order.status === 'requested' || order.status === 'accepted') return 'wait';
  if (order.status === 'confirmed' || order.status === 'shipped' || order.status === 'ready') return 'go';
  if (order.status === 'received' || order.status === 'closed') return 'done';
  // Declined, rejected, cancelled, returned.
  return 'stop';
}

export type OrderAction =
  | 'openDispute'
  | 'answerDispute'
  | 'resolveDispute'
  | 'accept'
  | 'decline'
  | 'confirm'
  | 'ship'
  | 'receive'
  | 'close'
  | 'cancel'
  | 'suspend'
  | 'resume'
  | 'adminCancel'
  /** The seller puts a returned order's pieces back on sale (ADR 0078). */
  | 'restock';

/** What the viewer may do with an order now (the server decides again). */
export function actionsFor(order: Order, viewer: { id: number; role: string }): OrderAction[] {
  const isBuyer = viewer.id === order.buyerId;
  const isSeller = viewer.id === order.sellerId;
  const final = ['declined', 'rejected', 'closed', 'cancelled'].includes(order.status);
  const actions: OrderAction[] = [];
  const disputed = disputeOpen(order);
  if (viewer.role === 'admin' && !isBuyer && !isSeller) {
    if (disputed) actions.push('resolveDispute');
    if (!final) actions.push(order.suspended ? 'resume' : 'suspend');
    // A disputed order ends by the dispute's decision (ADR 0060).
    if (!final && !disputed) actions.push('adminCancel');
    return actions;
  }
  if (isSeller && order.dispute?.status === 'open') actions.push('answerDispute');
  if (isSeller && order.status === 'returned' && order.restock === null && order.productId !== null)
    actions.push('restock');
  if (order.suspended || final) return actions;
  if (isSeller) {
    if (order.status === 'requested') actions.push('accept', 'decline');
    if (order.status === 'confirmed') actions.push('ship');
    // Once shipped, only a dispute or an admin takes the order back (ADR 0060).
    if (['confirmed', 'ready'].includes(order.status)) actions.push('cancel');
    if (order.status === 'received' && !disputed) actions.push('close');
  }
  if (isBuyer) {
    if (order.status === 'accepted') actions.push('confirm', 'decline');
    if (order.status === 'requested' || order.status === 'accepted') actions.push('cancel');
    if (order.status === 'shipped' || order.status === 'ready') actions.push('receive');
    if (order.status === 'received' && !disputed) actions.push('close');
    if ((order.status === 'shipped' || order.status === 'received') && order.dispute === null)
      actions.push('openDispute');
  }
  return actions;
}

export const ORDER_TEXT = {
  search: 'Поиск',
  searchPlaceholder: 'Номер заявки, наименование или артикул',
  status: 'Статус',
  allStatuses: 'Все статусы',
  from: 'С',
  to: 'По',
  reset: 'Сбросить',
  columns: {
    number: 'Заявка',
    product: 'Товар',
    party: { buyer: 'Продавец', seller: 'Покупатель', admin: 'Покупатель → продавец' },
    quantity: 'Кол-во',
    total: 'Сумма',
    status: 'Статус',
    date: 'Создана',
  },
  disputes: 'Споры',
  disputeOpenOnly: 'Только открытые споры',
  loading: 'Загрузка заявок...',
  empty: { buyer: 'Заказов пока нет', seller: 'Заявок на ваши товары пока нет', admin: 'Заявок пока нет' },
  emptyHint: {
    buyer: 'Найдите запчасть в каталоге и нажмите «Заказать».',
    seller: 'Заявки покупателей появятся здесь, как только их отправят.',
    admin: 'Здесь появятся все заявки площадки.',
  },
  emptyFiltered: 'Ничего не найдено: измените или сбросьте фильтр.',
  loadError: 'Не удалось загрузить заявки',
  retry: 'Повторить',
  suspended: 'Приостановлена',
  aboveStock: 'Больше остатка',
  panel: {
    product: 'Товар',
    quantity: 'Количество',
    listPrice: 'Цена по каталогу',
    delivery: 'Получение',
    pickup: (name: string, address: string | null) => `Самовывоз: ${name}${address ? `, ${address}` : ''}`,
    deliveryTo: (address: string) => `Доставка: ${address}`,
    comment: 'Комментарий покупателя',
    services: 'Услуги',
    offer: 'Условия продавца',
    unitPrice: 'Цена за шт.',
    total: 'Сумма',
    deliveryDate: 'Дата поставки',
    terms: 'Условия',
    shipment: 'Отгрузка',
    carrier: 'Перевозчик',
    trackingNumber: 'Накладная (ТТН)',
    dispute: 'Спор',
    disputeCause: 'Причина',
    disputeDetails: 'Покупатель',
    disputeAnswer: 'Ответ продавца',
    disputeResolution: 'Решение администратора',
    buyer: 'Покупатель',
    seller: 'Продавец',
    timeline: 'История',
    restock: 'Возвращено на склад',
    roles: { buyer: 'покупатель', supplier: 'продавец', admin: 'администратор' } as Record<string, string>,
  },
  actions: {
    accept: 'Предложить условия',
    decline: 'Отклонить',
    confirm: 'Подтвердить заказ',
    ship: 'Отгрузить',
    shipPickup: 'Готов к самовывозу',
    receive: 'Заказ получен',
    close: 'Закрыть заказ',
    cancel: 'Отменить',
    suspend: 'Приостановить',
    resume: 'Возобновить',
    adminCancel: 'Отменить заказ',
    openDispute: 'Открыть спор',
    answerDispute: 'Ответить по спору',
    resolveDispute: 'Решить спор',
    restock: 'Вернуть на склад',
  } satisfies Record<OrderAction | 'shipPickup', string>,
  shipForm: {
    carrier: 'Перевозчик',
    carrierHint: 'ПЭК, Деловые Линии, РЖД Логистика, свой транспорт',
    trackingNumber: 'Номер накладной (ТТН) или трек-номер',
    submit: 'Отгрузить',
  },
  disputeForm: {
    cause: 'Причина спора',
    details: 'Что случилось',
    submit: 'Открыть спор',
  },
  answerForm: { answer: 'Ответ покупателю', submit: 'Отправить ответ' },
  resolveForm: {
    decision: 'Решение',
    returnAccepted: 'Принять возврат: заказ возвращается',
    rejected: 'Отклонить спор: заказ продолжается',
    reason: 'Причина решения',
    submit: 'Решить спор',
  },
  restockForm: {
    warehouse: 'Склад',
    quantity: 'Количество, шт.',
    hint: (max: number) =>
      `Детали снова будут в продаже на выбранном складе. Не больше ${max} шт., один раз по заказу.`,
    submit: 'Вернуть на склад',
    done: 'Детали возвращены на склад',
    loadError: 'Не удалось загрузить склады',
    noWarehouse: 'У вас нет складов',
    noWarehouseHint: 'Добавьте склад в разделе «Склады», затем верните детали.',
  },
  acceptForm: {
    unitPrice: 'Цена за шт., ₽',
    quantity: 'Количество',
    deliveryDate: 'Дата поставки',
    terms: 'Условия (оплата, доставка)',
    submit: 'Отправить условия',
  },
  reason: 'Причина',
  reasonOptional: 'Причина (необязательно)',
  done: 'Готово',
  send: 'Подтвердить',
} as const;
