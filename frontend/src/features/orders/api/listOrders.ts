import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { ORDER_PAGE_SIZE, type OrderFilter, type OrderSide } from '../model';
import { orderKeys } from './keys';

function query(filter: OrderFilter) {
  return {
    status: filter.status || undefined,
    dispute: filter.disputeOpen ? ('open' as const) : undefined,
    search: filter.search.trim() || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: filter.page,
    limit: ORDER_PAGE_SIZE,
  };
}

/** GET /api/orders?side (a buyer's or a seller's) or GET /api/admin/orders (all, for admins). */
export function ordersQueryOptions(side: OrderSide, filter: OrderFilter) {
  return queryOptions({
    queryKey: orderKeys.list(side, filter),
    queryFn: ({ signal }) =>
      side === 'admin'
        ? apiGet<ApiAnswer<'/api/admin/orders', 'get'>>('api/admin/orders', { signal, query: query(filter) })
        : apiGet<ApiAnswer<'/api/orders', 'get'>>('api/orders', {
            signal,
            query: { ...query(filter), side },
          }),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(side: OrderSide, filter: OrderFilter) {
  return useQuery(ordersQueryOptions(side, filter));
}
