import type { AuditFilter } from '../model';

/** Query keys of the journal: every one starts with `admin`, `audit`. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filter: AuditFilter) => ['admin', 'audit', 'list', filter] as const,
  history: (type: string, id: string) => ['admin', 'audit', 'history', type, id] as const,
  admins: ['admin', 'audit', 'admins'] as const,
};
