import type { ApiSchema } from '../../shared/api';

/** An order as the cabinet shows it to its buyer, its seller and admins: as the server answers it (docs/openapi.yaml, `Order`; ADR 0046). */
export type Order = ApiSchema<'Order'>;
export type OrderPage = ApiSchema<'OrderPage'>;
export type OrderStatus = Order['status'];
/** One step of an order's history. */
export type OrderStep = Order['history'][number];

/** Whose list: the buyer's orders, the requests for the seller's products, or all (admins). */
export type OrderSide = 'buyer' | 'seller' | 'admin';

export interface OrderFilter {
  status: '' | OrderStatus;
  search: string;
  from: string;
  to: string;
  page: number;
}

export const ORDER_PAGE_SIZE = 20;
export const EMPTY_ORDER_FILTER: OrderFilter = { status: '', search: '', from: '', to: '', page: 1 };

export const STATUS_OPTIONS: ReadonlyArray<[OrderStatus, string]> = [
  ['requested', 'Новая заявка'],
  ['accepted', 'Ожидает подтверждения покупателя'],
  ['confirmed', 'Подтверждён'],
  ['shipped', 'Отгружен'],
  ['ready', 'Готов к самовывозу'],
  ['received', 'Получен'],
  ['closed', 'Закрыт'],
  ['declined', 'Отклонена продавцом'],
  ['rejected', 'Отклонена покупателем'],
  ['cancelled', 'Отменён'],
];

/** The colour of a status badge: waiting on someone, going well, done, or stopped. */
export function statusTone(order: Pick<Order, 'status' | 'suspended'>): 'wait' | 'go' | 'done' | 'stop' {
  if (order.suspended) return 'stop';
  if (order.status === 'requested' || order.status === 'accepted') return 'wait';
  if (order.status === 'confirmed' || order.status === 'shipped' || order.status === 'ready') return 'go';
  if (order.status === 'received' || order.status === 'closed') return 'done';
  return 'stop';
}

export type OrderAction =
  | 'accept'
  | 'decline'
  | 'confirm'
  | 'ship'
  | 'receive'
  | 'close'
  | 'cancel'
  | 'suspend'
  | 'resume'
  | 'adminCancel';

/** What the viewer may do with an order now (the server decides again). */
export function actionsFor(order: Order, viewer: { id: number; role: string }): OrderAction[] {
  const isBuyer = viewer.id === order.buyerId;
  const isSeller = viewer.id === order.sellerId;
  const final = ['declined', 'rejected', 'closed', 'cancelled'].includes(order.status);
  const actions: OrderAction[] = [];
  if (viewer.role === 'admin' && !isBuyer && !isSeller) {
    if (!final) actions.push(order.suspended ? 'resume' : 'suspend', 'adminCancel');
    return actions;
  }
  if (order.suspended || final) return actions;
  if (isSeller) {
    if (order.status === 'requested') actions.push('accept', 'decline');
    if (order.status === 'confirmed') actions.push('ship');
    if (['confirmed', 'shipped', 'ready'].includes(order.status)) actions.push('cancel');
    if (order.status === 'received') actions.push('close');
  }
  if (isBuyer) {
    if (order.status === 'accepted') actions.push('confirm', 'decline');
    if (order.status === 'requested' || order.status === 'accepted') actions.push('cancel');
    if (order.status === 'shipped' || order.status === 'ready') actions.push('receive');
    if (order.status === 'received') actions.push('close');
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
    buyer: 'Покупатель',
    seller: 'Продавец',
    timeline: 'История',
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
  } satisfies Record<OrderAction | 'shipPickup', string>,
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
