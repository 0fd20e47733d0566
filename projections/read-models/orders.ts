import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  DISPUTE_CAUSE_LABELS,
  ORDERS_PROJECTION,
  foldText,
  orderEvents,
  statusAfter,
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
  OrderDisputeOpened: 'Покупатель открыл спор',
  OrderDisputeAnswered: 'Продавец ответил по спору',
  OrderDisputeResolved: 'Администратор решил спор',
  OrderRestocked: 'Продавец вернул детали на склад',
};

/** A step's wording and its reason: the dispute's steps say why and what was decided (ADR 0060). */
function stepOf(event: OrderEvent): { action: string; reason: string | null; details: string | null } {
  switch (event.type) {
    case 'OrderShipped':
      return {
        action: STEP.OrderShipped,
        reason: null,
        details: event.data.carrier
          ? `${event.data.carrier}, накладная № ${event.data.trackingNumber ?? '—'}`
          : null,
      };
    case 'OrderDisputeOpened':
      return {
        action: `${STEP.OrderDisputeOpened}: ${DISPUTE_CAUSE_LABELS[event.data.cause]}`,
        reason: event.data.details,
        details: null,
      };
    case 'OrderDisputeAnswered':
      return { action: STEP.OrderDisputeAnswered, reason: event.data.answer, details: null };
    case 'OrderDisputeResolved':
      return {
        action:
          event.data.decision === 'returnAccepted'
            ? 'Администратор принял возврат'
            : 'Администратор отклонил спор',
        reason: event.data.reason,
        details: null,
      };
    case 'OrderRestocked':
      return {
        action: STEP.OrderRestocked,
        reason: null,
        details: `${event.data.quantity} шт., склад «${event.data.warehouseName}»`,
      };
    case 'OrderRequested':
      // An awarded request for quotes (ADR 0069): the seller's terms were chosen, not asked for.
      return event.data.quoteRequest
        ? {
            action: `Покупатель выбрал предложение продавца в запросе ${event.data.quoteRequest.number}`,
            reason: null,
            details: null,
          }
        : { action: STEP.OrderRequested, reason: null, details: null };
    default:
      return {
        action: STEP[event.type],
        reason: 'reason' in event.data ? (event.data.reason ?? null) : null,
        details: null,
      };
  }
}

/** One document per order, with its whole timeline; buyers, sellers and admins read it. */
export const ordersProjection = typedProjection<OrderDoc, OrderEvent>({
  name: ORDERS_PROJECTION,
  version: 4,
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
    const step = { at, actorId: event.metadata.userId, actorRole: event.metadata.role, ...stepOf(event) };
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
        quoteRequest: d.quoteRequest ?? null,
        status: statusAfter(event) ?? 'requested',
        suspended: false,
        offer: null,
        shipment: null,
        dispute: null,
        history: [step],
        // The number with and without its prefix, the product's name and its part number as written and compacted.
        searchText: foldText(
          `${d.number} ${d.number.replace('З-', '')} ${d.productName} ${d.partNumber ?? ''} ${(d.partNumber ?? '').replace(/[\s.\-/]/g, '')}`,
        ),
        createdAt: at,
        updatedAt: at,
      };
    }
    if (!doc) return null;
    const next: OrderDoc = {
      ...doc,
      history: [...doc.history, step],
      updatedAt: at,
      status: statusAfter(event) ?? doc.status,
    };
    switch (event.type) {
      case 'OrderAccepted':
        return {
          ...next,
          quantity: event.data.quantity,
          offer: {
            unitPrice: event.data.unitPrice,
            quantity: event.data.quantity,
            deliveryDate: event.data.deliveryDate,
            terms: event.data.terms,
          },
        };
      case 'OrderShipped': {
        const { carrier, trackingNumber } = event.data;
        return {
          ...next,
          shipment: carrier ? { carrier, trackingNumber: trackingNumber ?? '', shippedAt: at } : null,
        };
      }
      case 'OrderCancelled':
        return { ...next, suspended: false };
      case 'OrderSuspended':
        return { ...next, suspended: true };
      case 'OrderResumed':
        return { ...next, suspended: false };
      case 'OrderDisputeOpened':
        return {
          ...next,
          dispute: {
            status: 'open',
            cause: event.data.cause,
            causeLabel: DISPUTE_CAUSE_LABELS[event.data.cause],
            details: event.data.details,
            openedAt: at,
            answer: null,
            answeredAt: null,
            resolution: null,
            resolvedAt: null,
          },
        };
      case 'OrderDisputeAnswered':
        return doc.dispute
          ? {
              ...next,
              dispute: { ...doc.dispute, status: 'answered', answer: event.data.answer, answeredAt: at },
            }
          : next;
      case 'OrderDisputeResolved': {
        const returned = event.data.decision === 'returnAccepted';
        return {
          ...next,
          ...(returned ? { suspended: false } : {}),
          dispute: doc.dispute
            ? { ...doc.dispute, status: event.data.decision, resolution: event.data.reason, resolvedAt: at }
            : null,
        };
      }
      case 'OrderRestocked':
        return {
          ...next,
          restock: {
            warehouseId: event.data.warehouseId,
            warehouseName: event.data.warehouseName,
            quantity: event.data.quantity,
            at,
          },
        };
      default:
        // Declined, confirmed, ready, received, closed: the status alone changes (statusAfter).
        return next;
    }
  },
});
