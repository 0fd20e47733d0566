import { apiBlob } from '../../../shared/api';
import { saveFile } from '../../../shared/lib';
import { auditQuery, type AuditFilter } from '../model';
import { marketplaceDay } from '../../../../../shared/calendar';

/** GET /api/admin/audit/export.csv: the filtered journal, saved by the browser as a file. */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const blob = await apiBlob('api/admin/audit/export.csv', {
    query: auditQuery(filter, false),
    notify: 'always',
  });
  saveFile(blob, `audit-${marketplaceDay(new Date())}.csv`);
}
