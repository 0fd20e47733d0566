import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';

/**
 * Builds the bench's price list in its own process (`node import-workbook.ts <file> <rows>
 * <category> [warehouse]`), so building it weighs nothing on the measured server's memory.
 */
const [file, rowsText, category, warehouse] = process.argv.slice(2);
const rows = Number(rowsText);
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Прайс-лист');
sheet.addRow([
  'Артикул',
  'Наименование',
  'Цена',
  'Категория',
  'Качество',
  'Описание',
  ...(warehouse ? [`Остаток: ${warehouse}`] : []),
]);
for (let i = 1; i <= rows; i += 1) {
  sheet.addRow([
    `BENCH-${i}`,
    `Колодка тормозная композиционная ${i}`,
    1000 + (i % 997) + 0.5,
    category,
    i % 3 ? 'новый' : 'отремонтированный',
    'Для грузовых вагонов',
    ...(warehouse ? [i % 11] : []),
  ]);
}
writeFileSync(file!, Buffer.from(await workbook.xlsx.writeBuffer()));
