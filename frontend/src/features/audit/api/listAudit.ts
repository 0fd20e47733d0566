import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import { auditQuery, type AuditFilter, type AuditPage } from '../model';
import { auditKeys } from './keys';

/** GET /api/admin/audit: one page of the filtered journal; the previous page stays while the next loads. */
export function auditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ signal }) => apiGet<AuditPage>('api/admin/audit', { signal, query: auditQuery(filter) }),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filter: AuditFilter) {
  return useQuery(auditQueryOptions(filter));
}
