import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, TooManyXlsxRows, UnreadableXlsx } from './xlsx.ts';

const bytesOf = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());

describe('reading an XLSX sheet as text', () => {
  it('takes the first sheet with a value, its rows numbered as in the file, every cell as Excel shows it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Пустой');
    const sheet = workbook.addWorksheet('Прайс');
    sheet.addRow(['Артикул', 'Наименование', 'Цена', 'В наличии']);
    sheet.addRow([
      'Р-1',
      { richText: [{ text: 'Рама ', font: { bold: true } }, { text: 'боковая' }] },
      12.5,
      true,
    ]);
    sheet.addRow([]);
    sheet.addRow(['Р-2', 'a & b <c>', { formula: 'C2*2', result: 25 }, false]);
    sheet.getCell('F4').value = { text: 'сайт', hyperlink: 'https://example.ru' };
    expect(readFirstSheet(await bytesOf(workbook), 10)).toEqual([
      { line: 1, cells: ['Артикул', 'Наименование', 'Цена', 'В наличии', '', ''] },
      { line: 2, cells: ['Р-1', 'Рама боковая', '12.5', 'true', '', ''] },
      { line: 4, cells: ['Р-2', 'a & b <c>', '25', 'false', '', 'сайт'] },
    ]);
  });

  it('stops past the rows it may read, and refuses what is no workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Прайс');
    for (let row = 0; row < 6; row += 1) sheet.addRow([`Р-${row}`]);
    const bytes = await bytesOf(workbook);
    expect(readFirstSheet(bytes, 6)).toHaveLength(6);
    expect(() => readFirstSheet(bytes, 5)).toThrow(TooManyXlsxRows);
    expect(() => readFirstSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]), 5)).toThrow(
      UnreadableXlsx,
    );
    expect(readFirstSheet(await bytesOf(new ExcelJS.Workbook()), 5)).toBeNull();
  });
});
