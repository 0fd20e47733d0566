import type { OrderEvent } from './events.ts';

/**
 * The order's statuses and what each event makes of them: one rule, used by the decider's state,
 * the orders' read model and (through docs/openapi.yaml) the interface's labels.
 */
export const ORDER_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'confirmed',
  'rejected',
  'shipped',
  'ready',
  'received',
  'closed',
  'cancelled',
  /** An admin accepted the buyer's return in a dispute (ADR 0060). */
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  requested: 'Новая заявка',
  accepted: 'Ожидает подтверждения покупателя',
  declined: 'Отклонена продавцом',
  confirmed: 'Подтверждён',
  rejected: 'Отклонена покупателем',
  shipped: 'Отгружен',
  ready: 'Готов к самовывозу',
  received: 'Получен',
  closed: 'Закрыт',
  cancelled: 'Отменён',
  returned: 'Возвращён',
};

/** The status an event leaves the order in; null when the event does not change it (suspension, a dispute's steps). */
export function statusAfter(event: OrderEvent): OrderStatus | null {
  switch (event.type) {
    case 'OrderRequested':
      return 'requested';
    case 'OrderAccepted':
      return 'accepted';
    case 'OrderDeclinedBySeller':
      return 'declined';
    case 'OrderConfirmed':
      return 'confirmed';
    case 'OrderDeclinedByBuyer':
      return 'rejected';
    case 'OrderShipped':
      return 'shipped';
    case 'OrderReadyForPickup':
      return 'ready';
    case 'OrderReceived':
      return 'received';
    case 'OrderClosed':
      return 'closed';
    case 'OrderCancelled':
      return 'cancelled';
    case 'OrderDisputeResolved':
      return event.data.decision === 'returnAccepted' ? 'returned' : null;
    case 'OrderSuspended':
    case 'OrderResumed':
    case 'OrderDisputeOpened':
    case 'OrderDisputeAnswered':
    case 'OrderRestocked':
      return null;
  }
}
