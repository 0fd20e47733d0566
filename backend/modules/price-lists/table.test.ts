import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { guessMapping } from './columns.ts';
import { checkRows, parsePrice, ROW_MESSAGES } from './rows.ts';
import { MAX_ROWS, TABLE_MESSAGES, readTable } from './table.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1251 bytes of a Russian text, as Excel saves «CSV (разделители — точка с запятой)». */
function cp1251(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (char === 'ё') bytes.push(0xb8);
    else if (char === 'Ё') bytes.push(0xa8);
    else if (code >= 0x410 && code <= 0x44f) bytes.push(code - 0x410 + 0xc0);
    else throw new Error(`not in the test alphabet: ${char}`);
  }
  return new Uint8Array(bytes);
}
const refusal = async (bytes: Uint8Array) => {
  try {
    await readTable(bytes);
  } catch (error) {
    return (error as Error).message;
  }
  return 'read';
};

describe('reading a price list', () => {
  it('reads a CP1251 CSV with semicolons and a decimal comma', async () => {
    const table = await readTable(
      cp1251('Артикул;Наименование;Цена\nР-1;Рама боковая;98 500,50\nК-2;Клин фрикционный;1200\n'),
    );
    expect(table.encoding).toBe('windows-1251');
    expect(table.headers).toEqual(['Артикул', 'Наименование', 'Цена']);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Р-1', 'Рама боковая', '98 500,50'],
      ['К-2', 'Клин фрикционный', '1200'],
    ]);
  });

  it('reads UTF-8 with a BOM, commas and quoted fields; blank lines are skipped with their numbers kept', async () => {
    const table = await readTable(utf8('\uFEFFАртикул,Наименование,Цена\n\n"Р-1","Рама, литая",100\n'));
    expect(table.encoding).toBe('utf-8');
    expect(table.rows).toEqual([{ line: 3, cells: ['Р-1', 'Рама, литая', '100'] }]);
  });

  it('refuses what is no price list, in Russian', async () => {
    expect(await refusal(new Uint8Array())).toBe(TABLE_MESSAGES.empty);
    expect(await refusal(utf8('  \n \n'))).toBe(TABLE_MESSAGES.empty);
    expect(await refusal(utf8('Артикул;Цена\n'))).toBe(TABLE_MESSAGES.noRows);
    expect(await refusal(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2]))).toBe(
      TABLE_MESSAGES.notSpreadsheet,
    );
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]))).toBe(TABLE_MESSAGES.unreadable);
    expect(await refusal(utf8('просто текст\nещё текст\n'))).toBe(TABLE_MESSAGES.oneColumn);
    const huge = `Артикул;Цена\n${'А;1\n'.repeat(MAX_ROWS + 1)}`;
    expect(await refusal(utf8(huge))).toBe(TABLE_MESSAGES.tooManyRows);
  });

  it('reads XLSX as Excel shows it: a formula’s result, a merged cell’s value', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Прайс');
    sheet.addRow(['Артикул', 'Наименование', 'Цена', 'Категория']);
    sheet.addRow(['Р-1', 'Рама боковая', { formula: '2*50', result: 100 }, 'Рамы']);
    sheet.addRow(['Р-2', 'Рама боковая', 90, '']);
    sheet.mergeCells('D2:D3');
    const table = await readTable(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(table.encoding).toBe('xlsx');
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Р-1', 'Рама боковая', '100', 'Рамы'],
      ['Р-2', 'Рама боковая', '90', 'Рамы'],
    ]);
  });
});

describe('checking the rows', () => {
  const categories = [{ id: 7, name: 'Боковые рамы', slug: 'bokovye-ramy' }];
  const warehouses = new Map([[3, 'Склад Пермь']]);

  it('guesses the columns from their headers, a warehouse’s stock by its name', () => {
    expect(
      guessMapping(
        ['Код товара', 'Название', 'Цена, руб', 'Группа', 'Остаток: Склад Пермь', 'Примечание'],
        [{ id: 3, name: 'Склад Пермь' }],
      ),
    ).toEqual(['partNumber', 'name', 'price', 'category', 'stock:3', '']);
    expect(guessMapping(['Артикул', 'Остаток'], [{ id: 3, name: 'Склад Пермь' }])).toEqual([
      'partNumber',
      'stock:3',
    ]);
    expect(guessMapping(['Артикул', 'Мой столбец'], [], { 'Мой столбец': 'name' })).toEqual([
      'partNumber',
      'name',
    ]);
  });

  it('names every problem of a row in Russian; a known part number needs only what changes', async () => {
    const table = await readTable(
      utf8(
        [
          'Артикул;Наименование;Цена;Категория;Качество;Остаток',
          'Р-1;Рама боковая;98 500;Боковые рамы;новый;4',
          ';Без артикула;1;Боковые рамы;;',
          'Р 1;Повтор;1;Боковые рамы;;',
          'Р-3;;abc;Колёса;сломан;-1',
          'Р-4;;;;;7',
        ].join('\n'),
      ),
    );
    const rows = checkRows(
      table,
      ['partNumber', 'name', 'price', 'category', 'quality', 'stock:3'],
      categories,
      warehouses,
      (p) => p === 'Р-4',
    );
    expect(rows[0]!.values).toMatchObject({
      partNumber: 'Р-1',
      price: 98_500,
      categoryId: 7,
      quality: 'new',
      stocks: new Map([[3, 4]]),
    });
    expect(rows[1]!.errors).toEqual([ROW_MESSAGES.partNumber]);
    expect(rows[2]!.errors).toEqual([ROW_MESSAGES.duplicate(2)]);
    expect(rows[3]!.errors).toEqual([
      ROW_MESSAGES.name,
      ROW_MESSAGES.price,
      ROW_MESSAGES.category('Колёса'),
      ROW_MESSAGES.quality('сломан'),
      ROW_MESSAGES.stock('Склад Пермь'),
    ]);
    expect(rows[4]!.values).toMatchObject({
      partNumber: 'Р-4',
      name: null,
      price: null,
      categoryId: null,
      quality: null,
      stocks: new Map([[3, 7]]),
    });
  });

  it('reads prices as Russian price lists write them', () => {
    expect(parsePrice('1 234,56 ₽')).toBe(1234.56);
    expect(parsePrice('98500 руб.')).toBe(98500);
    expect(parsePrice('12,345')).toBeNull();
    expect(parsePrice('-5')).toBeNull();
  });
});
