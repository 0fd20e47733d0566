import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { auditKeys } from './keys';

/** GET /api/admin/users?role=admin: the admins the journal can be filtered by. */
export function useAdmins() {
  return useQuery({
    queryKey: auditKeys.admins,
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/admin/users', 'get'>>('api/admin/users', {
        signal,
        query: { role: 'admin', limit: 100 },
      }),
    staleTime: 5 * 60_000,
  });
}
