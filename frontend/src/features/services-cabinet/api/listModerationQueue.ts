import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { servicesCabinetKeys } from './keys';

/** GET /api/admin/services: the services waiting for moderation. */
export function useModerationQueue() {
  return useQuery({
    queryKey: servicesCabinetKeys.moderation,
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/admin/services', 'get'>>('api/admin/services', { signal }),
  });
}
