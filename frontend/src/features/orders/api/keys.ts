import type { OrderFilter, OrderSide } from '../model';
import { refreshOnPush } from '../../../shared/realtime';

/** Query keys of the orders: every endpoint's key starts with `orders`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (side: OrderSide, filter: OrderFilter) => ['orders', 'list', side, filter] as const,
  one: (id: number) => ['orders', 'one', id] as const,
};

// The other party's step (a new request, a quote, a confirmation, a shipment) refreshes both sides' lists and panels.
refreshOnPush(['order'], orderKeys.all);
