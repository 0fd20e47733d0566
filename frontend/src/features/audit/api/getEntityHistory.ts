import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { auditKeys } from './keys';

/** GET /api/admin/audit/history/{entityType}/{entityId}: one thing's whole history, oldest first. */
export function historyQueryOptions(type: string, id: string) {
  return queryOptions({
    queryKey: auditKeys.history(type, id),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/admin/audit/history/{entityType}/{entityId}', 'get'>>(
        `api/admin/audit/history/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
        { signal },
      ),
  });
}

export function useEntityHistory(type: string, id: string) {
  return useQuery(historyQueryOptions(type, id));
}
