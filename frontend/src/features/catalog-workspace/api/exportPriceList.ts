import { apiBlob } from '../../../shared/api';
import { saveFile } from '../../../shared/lib';
import { marketplaceDay } from '../../../../../shared/calendar';

/** GET /api/price-list/export: the seller's products as a price list that imports back unchanged. */
export async function downloadPriceList(format: 'xlsx' | 'csv'): Promise<void> {
  saveFile(
    await apiBlob('api/price-list/export', { query: { format }, notify: 'always' }),
    `price-list-${marketplaceDay(new Date())}.${format}`,
  );
}
