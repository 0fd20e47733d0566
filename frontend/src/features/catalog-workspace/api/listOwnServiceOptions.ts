import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { workspaceKeys } from './keys';

/** GET /api/supplier/services: the seller's own published services, to link to a product. */
export function useOwnServiceOptions(enabled: boolean) {
  return useQuery({
    queryKey: workspaceKeys.ownServices,
    queryFn: async ({ signal }) =>
      (
        await apiGet<ApiAnswer<'/api/supplier/services', 'get'>>('api/supplier/services', { signal })
      ).services.filter((service) => service.status === 'published'),
    enabled,
  });
}
