import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { orderKeys } from './keys';

/** GET /api/orders/{id}: for its buyer, its seller or an admin; idle while `id` is null. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiGet<ApiAnswer<'/api/orders/{id}', 'get'>>(`api/orders/${id}`, { signal }),
    enabled: id !== null,
  });
}
