// GET /api/orders (buyer or seller side), GET /api/admin/orders, GET /api/orders/{id} and the lifecycle steps.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/api';
import {
  ORDER_PAGE_SIZE,
  type Order,
  type OrderAction,
  type OrderFilter,
  type OrderPage,
  type OrderSide,
} from '../model';

export const orderKeys = {
  all: ['orders'] as const,
  list: (side: OrderSide, filter: OrderFilter) => ['orders', 'list', side, filter] as const,
  one: (id: number) => ['orders', 'one', id] as const,
};

function query(filter: OrderFilter) {
  return {
    status: filter.status || undefined,
    search: filter.search.trim() || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: filter.page,
    limit: ORDER_PAGE_SIZE,
  };
}

export function ordersQueryOptions(side: OrderSide, filter: OrderFilter) {
  return queryOptions({
    queryKey: orderKeys.list(side, filter),
    queryFn: ({ signal }) =>
      side === 'admin'
        ? apiGet<OrderPage>('api/admin/orders', { signal, query: query(filter) })
        : apiGet<OrderPage>('api/orders', { signal, query: { ...query(filter), side } }),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(side: OrderSide, filter: OrderFilter) {
  return useQuery(ordersQueryOptions(side, filter));
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiGet<Order>(`api/orders/${id}`, { signal }),
    enabled: id !== null,
  });
}

export interface OrderStep {
  id: number;
  action: OrderAction;
  body?: Record<string, unknown>;
}

const PATHS: Record<OrderAction, (id: number) => string> = {
  accept: (id) => `api/orders/${id}/accept`,
  decline: (id) => `api/orders/${id}/decline`,
  confirm: (id) => `api/orders/${id}/confirm`,
  ship: (id) => `api/orders/${id}/ship`,
  receive: (id) => `api/orders/${id}/receive`,
  close: (id) => `api/orders/${id}/close`,
  cancel: (id) => `api/orders/${id}/cancel`,
  suspend: (id) => `api/admin/orders/${id}/suspend`,
  resume: (id) => `api/admin/orders/${id}/resume`,
  adminCancel: (id) => `api/admin/orders/${id}/cancel`,
};

/** A step of the order; the form shows the refusal (field messages and a toast). */
export function useOrderStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: OrderStep) =>
      apiRequest<Order>(PATHS[action](id), { method: 'POST', body: body ?? {}, notify: 'never' }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
