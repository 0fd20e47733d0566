import { saveFile } from '../../../shared/lib';
// GET /api/admin/audit, GET /api/admin/audit/export.csv, GET /api/admin/audit/history/{type}/{id}.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob, apiGet } from '../../../shared/api';
import { auditQuery, type AuditEntity, type AuditEntry, type AuditFilter, type AuditPage } from '../model';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filter: AuditFilter) => ['admin', 'audit', 'list', filter] as const,
  history: (type: string, id: string) => ['admin', 'audit', 'history', type, id] as const,
};

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

export function historyQueryOptions(type: string, id: string) {
  return queryOptions({
    queryKey: auditKeys.history(type, id),
    queryFn: ({ signal }) =>
      apiGet<{ entity: AuditEntity; events: AuditEntry[] }>(
        `api/admin/audit/history/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
        { signal },
      ),
  });
}

export function useEntityHistory(type: string, id: string) {
  return useQuery(historyQueryOptions(type, id));
}

/** The admins for the filter: users with the admin role. */
export function useAdmins() {
  return useQuery({
    queryKey: ['admin', 'audit', 'admins'],
    queryFn: ({ signal }) =>
      apiGet<{ users: Array<{ id: number; email: string; firstName: string; lastName: string }> }>(
        'api/admin/users',
        {
          signal,
          query: { role: 'admin', limit: 100 },
        },
      ),
    staleTime: 5 * 60_000,
  });
}

/** The CSV of the filtered audit, saved by the browser as a file. */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const blob = await apiBlob('api/admin/audit/export.csv', {
    query: auditQuery(filter, false),
    notify: 'always',
  });
  saveFile(blob, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
}
