import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { workspaceKeys } from './keys';

/** GET /api/products/{id} with the moderation fields; idle while `id` is null. */
export function useProduct(id: number | null) {
  return useQuery({
    queryKey: workspaceKeys.product(id ?? 0),
    queryFn: ({ signal }) => apiGet<ApiAnswer<'/api/products/{id}', 'get'>>(`api/products/${id}`, { signal }),
    enabled: id !== null,
  });
}
