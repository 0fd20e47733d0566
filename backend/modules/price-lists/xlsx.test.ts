import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, TooManyXlsxRows, UnreadableXlsx } from './xlsx.ts';

/** A zip of one sheet part whose declared unpacked size (local header and central directory) is `declared`. */
function sheetZipDeclaring(content: Uint8Array, declared: number): Uint8Array {
  const zip = zipSync({ 'xl/worksheets/sheet1.xml': content }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(22, declared, true);
  for (let at = zip.length - 22; at >= 0; at -= 1)
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, declared, true);
      break;
    }
  return zip;
}

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

  it('unpacks no part beyond the size it declares, and refuses parts declaring more than it may hold', () => {
    // A whole sheet of 20,000 rows declared as 200 bytes: cut at 200, its XML no longer closes.
    // (Unpacked whole, it would be read as a sheet of 20,000 rows.)
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>Р-${i}</t></is></c></row>`,
    );
    const sheet = new TextEncoder().encode(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`,
    );
    expect(readFirstSheet(sheetZipDeclaring(sheet, sheet.length), 20_000)).toHaveLength(20_000);
    expect(() => readFirstSheet(sheetZipDeclaring(sheet, 200), 20_000)).toThrow(UnreadableXlsx);
    // A part declaring 300 MiB is refused before anything is unpacked.
    expect(() => readFirstSheet(sheetZipDeclaring(new Uint8Array(1024), 300 * 2 ** 20), 5)).toThrow(
      /unpacks into too much/,
    );
  });
});
