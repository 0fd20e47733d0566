import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiSchema } from '../../../shared/api';

/** GET /api/warehouses: the seller's own warehouses, where returned pieces may go back on sale (ADR 0078). */
export function useMyWarehouses(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'warehouses'] as const,
    queryFn: ({ signal }) => apiGet<Array<ApiSchema<'Warehouse'>>>('api/warehouses', { signal }),
    enabled,
  });
}
