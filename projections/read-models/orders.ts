import { typedProjection } from '../runtime/index.ts';
import {
  ORDERS_PROJECTION,
  foldText,
  orderEvents,
  type OrderDoc,
  type OrderEvent,
} from '../../backend/modules/orders/published.ts';

const STEP: Record<OrderEvent['type'], string> = {
  OrderRequested: 'Заявка отправлена',
  OrderAccepted: 'Продавец предложил условия',
  OrderDeclinedBySeller: 'Продавец отклонил заявку',
  OrderConfirmed: 'Покупатель подтвердил заказ',
  OrderDeclinedByBuyer: 'Покупатель отказался от условий',
  OrderShipped: 'Заказ отгружен',
  OrderReadyForPickup: 'Заказ готов к самовывозу',
  OrderReceived: 'Покупатель получил заказ',
  OrderClosed: 'Заказ закрыт',
  OrderCancelled: 'Заказ отменён',
  OrderSuspended: 'Администратор приостановил заявку',
  OrderResumed: 'Администратор возобновил заявку',
};

/** One document per order, with its whole timeline; buyers, sellers and admins read it. */
export const ordersProjection = typedProjection<OrderDoc, OrderEvent>({
  name: ORDERS_PROJECTION,
  version: 3,
  events: orderEvents,
  indexes: [
    { fields: { buyerId: 1, createdAt: -1 } },
    { fields: { sellerId: 1, createdAt: -1 } },
    { fields: { status: 1 } },
    { fields: { createdAt: -1 } },
  ],
  keys: (event) => [String(event.data.orderId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    const reason = 'reason' in event.data ? (event.data.reason ?? null) : null;
    const step = {
      at,
      actorId: event.metadata.userId,
      actorRole: event.metadata.role,
      action: STEP[event.type],
      reason,
    };
    if (event.type === 'OrderRequested') {
      const d = event.data;
      return {
        _id: String(d.orderId),
        id: d.orderId,
        number: d.number,
        productId: d.productId,
        productName: d.productName,
        partNumber: d.partNumber ?? null,
        sellerId: d.sellerId,
        buyerId: d.buyerId,
        quantity: d.quantity,
        listPrice: d.listPrice,
        deliveryType: d.deliveryType,
        warehouseId: d.warehouseId,
        warehouseName: d.warehouseName,
        warehouseAddress: d.warehouseAddress,
        deliveryAddress: d.deliveryAddress,
        comment: d.comment,
        aboveStock: d.aboveStock,
        services: d.services.map((s) => ({ ...s })),
        contract: d.contract ?? null,
        status: 'requested',
        suspended: false,
        offer: null,
        history: [step],
        // The number with and without its prefix, the product's name and its part number as written and compacted.
        searchText: foldText(`${d.number} ${d.number.replace('З-', '')} ${d.productName} ${d.partNumber ?? ''} ${(d.partNumber ?? '').replace(/[\s.\-/]/g, '')}`),
        createdAt: at,
        updatedAt: at,
      };
    }
    if (!doc) return null;
    const next: OrderDoc = { ...doc, history: [...doc.history, step], updatedAt: at };
    switch (event.type) {
      case 'OrderAccepted':
        return {
          ...next,
          status: 'accepted',
          quantity: event.data.quantity,
          offer: {
            unitPrice: event.data.unitPrice,
            quantity: event.data.quantity,
            deliveryDate: event.data.deliveryDate,
            terms: event.data.terms,
          },
        };
      case 'OrderDeclinedBySeller':
        return { ...next, status: 'declined' };
      case 'OrderConfirmed':
        return { ...next, status: 'confirmed' };
      case 'OrderDeclinedByBuyer':
        return { ...next, status: 'rejected' };
      case 'OrderShipped':
        return { ...next, status: 'shipped' };
      case 'OrderReadyForPickup':
        return { ...next, status: 'ready' };
      case 'OrderReceived':
        return { ...next, status: 'received' };
      case 'OrderClosed':
        return { ...next, status: 'closed' };
      case 'OrderCancelled':
        return { ...next, status: 'cancelled', suspended: false };
      case 'OrderSuspended':
        return { ...next, suspended: true };
      case 'OrderResumed':
        return { ...next, suspended: false };
    }
  },
});
