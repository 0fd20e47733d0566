import type { RegisterFilter } from '../model';

/** The register's filter as the query of GET /api/accounting/documents and …/export. */
export const registerQuery = (filter: RegisterFilter) => ({
  side: filter.side,
  from: filter.from || undefined,
  to: filter.to || undefined,
  type: filter.type || undefined,
  status: filter.status || undefined,
  counterparty: filter.counterparty.trim() || undefined,
});
