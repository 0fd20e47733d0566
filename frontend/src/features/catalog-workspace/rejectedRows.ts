import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveFile } from '../../shared/lib';
import type { PriceListRow } from './model';

/** The refused rows as they were, with their reasons in a last column: fix them and upload again. */
export function downloadRejected(headers: string[], rows: PriceListRow[]): void {
  const csv = stringify(
    rows.map((row) => [...headers.map((_, index) => row.cells[index] ?? ''), row.errors.join('; ')]),
    { header: true, columns: [...headers, 'Ошибки'], delimiter: ';', bom: true },
  );
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'price-list-errors.csv');
}
