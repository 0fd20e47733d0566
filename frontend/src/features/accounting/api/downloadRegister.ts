import { apiBlob } from '../../../shared/api';
import { saveFile } from '../../../shared/lib';
import type { ExportFormat, RegisterFilter } from '../model';
import { registerQuery } from './registerQuery';
import { marketplaceDay } from '../../../../../shared/calendar';

const EXTENSIONS: Record<ExportFormat, string> = { xlsx: 'xlsx', commerceml: 'xml', csv: 'csv' };

/** GET /api/accounting/export: the filtered register as a file an accountant loads. */
export async function downloadRegister(filter: RegisterFilter, format: ExportFormat): Promise<void> {
  const blob = await apiBlob('api/accounting/export', {
    query: { ...registerQuery(filter), format },
    notify: 'always',
  });
  saveFile(blob, `reestr-dokumentov-${marketplaceDay(new Date())}.${EXTENSIONS[format]}`);
}
