import { apiBlob } from '../../../shared/api';
import { saveFile } from '../../../shared/lib';

/** GET /api/quote-requests/{id}/comparison.xlsx into the browser's downloads. */
export async function downloadComparison(id: number, number: string): Promise<void> {
  saveFile(
    await apiBlob(`api/quote-requests/${id}/comparison.xlsx`, { notify: 'always' }),
    `${number}-сравнение.xlsx`,
  );
}
