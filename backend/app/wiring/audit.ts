import { AuditQueries } from '../../modules/audit/index.ts';
import { auditRouter } from '../../modules/audit/http.ts';
import type { WiringKit } from './kit.ts';

/** The audit log names who acted as the accounts do. */
export function wireAudit({ platform }: WiringKit, userNames: (userId: string) => Promise<string | null>) {
  const queries = new AuditQueries({ readModels: platform.readModels, store: platform.events, userNames });
  return { router: auditRouter({ queries }) };
}
