import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { servicesCabinetKeys } from './keys';

/** GET /api/service-requests/{id}; idle while `id` is null. */
export function useServiceRequest(id: number | null) {
  return useQuery({
    queryKey: servicesCabinetKeys.request(id ?? 0),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/service-requests/{id}', 'get'>>(`api/service-requests/${id}`, { signal }),
    enabled: id !== null,
  });
}
