import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import { DISPUTE_CAUSE_LABELS, type OrderEvent, type StockEvent } from './events.ts';

const order = auditEntity('order');
const product = auditEntity('product');

/** How the orders' events read in the audit and in an order's history. */
export const orderAudit: AuditCatalog<OrderEvent> = {
  OrderRequested: (d) => ({
    ...order(d.orderId),
    action: 'Заявка отправлена',
    name: `${d.number}: ${d.productName}`,
    changes: [
      { field: 'Количество', value: String(d.quantity) },
      {
        field: 'Получение',
        value:
          d.deliveryType === 'pickup'
            ? `самовывоз: ${d.warehouseName ?? ''}`
            : `доставка: ${d.deliveryAddress ?? ''}`,
      },
    ],
  }),
  OrderAccepted: (d) => ({
    ...order(d.orderId),
    action: 'Продавец предложил условия',
    changes: [
      { field: 'Цена за шт.', value: String(d.unitPrice) },
      { field: 'Количество', value: String(d.quantity) },
      { field: 'Дата поставки', value: d.deliveryDate },
    ],
  }),
  OrderDeclinedBySeller: (d) => ({ ...order(d.orderId), action: 'Отклонена продавцом', reason: d.reason }),
  OrderConfirmed: (d) => ({ ...order(d.orderId), action: 'Подтверждена покупателем' }),
  OrderDeclinedByBuyer: (d) => ({ ...order(d.orderId), action: 'Отклонена покупателем', reason: d.reason }),
  OrderShipped: (d) => ({
    ...order(d.orderId),
    action: 'Отгружен',
    changes: d.carrier
      ? [
          { field: 'Перевозчик', value: d.carrier },
          { field: 'Накладная (ТТН)', value: d.trackingNumber ?? '' },
        ]
      : [],
  }),
  OrderReadyForPickup: (d) => ({ ...order(d.orderId), action: 'Готов к самовывозу' }),
  OrderReceived: (d) => ({ ...order(d.orderId), action: 'Получен' }),
  OrderClosed: (d) => ({ ...order(d.orderId), action: 'Закрыт' }),
  OrderCancelled: (d) => ({ ...order(d.orderId), action: 'Отменён', reason: d.reason }),
  OrderSuspended: (d) => ({ ...order(d.orderId), action: 'Приостановлен', reason: d.reason }),
  OrderResumed: (d) => ({ ...order(d.orderId), action: 'Возобновлён' }),
  OrderDisputeOpened: (d) => ({
    ...order(d.orderId),
    action: `Открыт спор: ${DISPUTE_CAUSE_LABELS[d.cause]}`,
    ...(d.details ? { reason: d.details } : {}),
  }),
  OrderDisputeAnswered: (d) => ({
    ...order(d.orderId),
    action: 'Продавец ответил по спору',
    reason: d.answer,
  }),
  OrderDisputeResolved: (d) => ({
    ...order(d.orderId),
    action: d.decision === 'returnAccepted' ? 'Спор решён: возврат принят' : 'Спор решён: отклонён',
    reason: d.reason,
  }),
  OrderRestocked: (d) => ({
    ...order(d.orderId),
    action: 'Возвращённые детали вернули на склад',
    changes: [
      { field: 'Склад', value: d.warehouseName },
      { field: 'Количество', value: String(d.quantity) },
    ],
  }),
};

/** Holds are part of the order's history only through the order's own events. */
export const stockAudit: AuditCatalog<StockEvent> = {
  StockReserved: (d) => ({
    ...product(d.productId),
    action: `Зарезервировано ${d.quantity} шт. под заказ ${d.orderId}`,
    routine: true,
  }),
  StockReleased: (d) => ({
    ...product(d.productId),
    action: `Снят резерв заказа ${d.orderId}`,
    routine: true,
  }),
  StockConsumed: (d) => ({
    ...product(d.productId),
    action: `Списан резерв заказа ${d.orderId}`,
    routine: true,
  }),
};
