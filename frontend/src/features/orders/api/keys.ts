import type { OrderFilter, OrderSide } from '../model';

/** Query keys of the orders: every endpoint's key starts with `orders`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (side: OrderSide, filter: OrderFilter) => ['orders', 'list', side, filter] as const,
  one: (id: number) => ['orders', 'one', id] as const,
};
