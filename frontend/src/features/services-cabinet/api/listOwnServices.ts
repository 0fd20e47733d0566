import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { servicesCabinetKeys } from './keys';

/** GET /api/supplier/services: the supplier's own services in every status. */
export function useOwnServices() {
  return useQuery({
    queryKey: servicesCabinetKeys.own,
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/supplier/services', 'get'>>('api/supplier/services', { signal }),
  });
}
