import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { exportableDeep, mapTexts, xlsxText } from '../../../shared/text/index.ts';
import { FIELDS, stockHeader, type Warehouse } from './columns.ts';

/** A seller's product as the export writes it. */
export interface ExportProduct {
  readonly partNumber: string | null;
  readonly name: string;
  readonly price: number;
  readonly category: string;
  readonly quality: 'new' | 'repaired';
  readonly description: string;
  readonly stocks: ReadonlyArray<{ readonly warehouseId: number; readonly quantity: number }>;
}

const QUALITY_TEXT = { new: 'Новый', repaired: 'Отремонтированный' } as const;

/** The seller's catalogue in the import's own layout: headers the import recognises, one stock column per warehouse. */
function layout(stored: readonly ExportProduct[], storedWarehouses: readonly Warehouse[]) {
  // Text stored before the rule of ADR 0051 may hold what XLSX cannot carry: left out, never a broken file.
  const products = exportableDeep(stored);
  const warehouses = exportableDeep(storedWarehouses);
  const headers = [
    FIELDS.partNumber,
    FIELDS.name,
    FIELDS.price,
    FIELDS.category,
    FIELDS.quality,
    FIELDS.description,
    ...warehouses.map(stockHeader),
  ];
  const rows = products.map((p) => [
    p.partNumber ?? '',
    p.name,
    p.price,
    p.category,
    QUALITY_TEXT[p.quality],
    p.description,
    ...warehouses.map((w) => p.stocks.find((s) => s.warehouseId === w.id)?.quantity ?? 0),
  ]);
  return { headers, rows };
}

export async function exportXlsx(
  products: readonly ExportProduct[],
  warehouses: readonly Warehouse[],
): Promise<Buffer> {
  const { headers, rows } = layout(products, warehouses);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Прайс-лист', { views: [{ state: 'frozen', ySplit: 1 }] });
  // Texts as XLSX carries them (ADR 0051): a literal `_xHHHH_` escaped, or Excel would read a character.
  sheet.addRow(mapTexts(headers, xlsxText)).font = { bold: true };
  for (const row of rows) sheet.addRow(mapTexts(row, xlsxText));
  sheet.columns.forEach((column, index) => (column.width = [14, 48, 14, 28, 18, 40][index] ?? 18));
  sheet.getColumn(3).numFmt = '0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function exportCsv(products: readonly ExportProduct[], warehouses: readonly Warehouse[]): string {
  const { headers, rows } = layout(products, warehouses);
  // Semicolons and a BOM: Excel in a Russian locale opens it as a table, Cyrillic intact. A text that
  // starts like a formula («=HYPERLINK(…)» in a name) is guarded with «'» so Excel shows it, never runs it.
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell).replace('.', ',') : cell))),
    { header: true, columns: headers, delimiter: ';', bom: true, escape_formulas: true },
  );
}
