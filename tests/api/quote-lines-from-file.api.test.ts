import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * «Запрос предложений» from an uploaded list (ADR 0069): XLSX or CSV with designation, name and
 * quantity, read by the price lists' import kit; a designation the catalogue knows (by the parts'
 * designation key) becomes a part line; every bad row is told by its number, in Russian.
 */

interface Answer {
  lines: Array<{
    row: number;
    partId: number | null;
    designation: string;
    name: string;
    quantity: number;
    unit: string;
  }>;
  errors: Array<{ row: number; message: string }>;
  total: number;
}

let server: TestServer;
let admin: SignedIn;
let buyer: SignedIn;
let partId: number;

const upload = (token: string | null, file: string | Uint8Array, name = 'list.csv') => {
  const form = new FormData();
  form.append('file', new Blob([typeof file === 'string' ? new TextEncoder().encode(file) : file]), name);
  return server.request('/api/quote-requests/lines-from-file', {
    method: 'POST',
    body: form,
    ...(token ? { token } : {}),
  });
};
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  buyer = await server.registerUser({ role: 'buyer' });
  const categoryId = (
    await ok<{ id: number }>(
      await server.request('/api/admin/categories', {
        method: 'POST',
        token: admin.accessToken,
        json: { name: 'Тележки' },
      }),
      201,
    )
  ).id;
  partId = (
    await ok<{ id: number }>(
      await server.request('/api/admin/parts', {
        method: 'POST',
        token: admin.accessToken,
        json: { designation: '100.00.010-4', name: 'Рама боковая', categoryId },
      }),
      201,
    )
  ).id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('POST /api/quote-requests/lines-from-file', () => {
  it('reads a CSV: a known designation (written differently) is the part, another a free-text line; bad rows are told by number', async () => {
    const csv = [
      'Обозначение;Наименование;Количество;Ед.',
      '100.00.010-4;Рама боковая литая;40;шт',
      'РУ1Ш-957-Г;Колёсная пара;16 шт;',
      ';;;',
      'Ш-2-В;Аппарат поглощающий;ноль;шт',
      ';;5;',
      'Ц-100;Клин;3;бочка',
      ' 100 00 010 4 ;;2;',
    ].join('\n');
    const answer = await ok<Answer>(await upload(buyer.accessToken, csv));
    expect(answer.total).toBe(6);
    expect(answer.lines).toEqual([
      { row: 2, partId, designation: '100.00.010-4', name: 'Рама боковая литая', quantity: 40, unit: 'шт' },
      { row: 3, partId: null, designation: 'РУ1Ш-957-Г', name: 'Колёсная пара', quantity: 16, unit: 'шт' },
      { row: 8, partId, designation: '100.00.010-4', name: 'Рама боковая', quantity: 2, unit: 'шт' },
    ]);
    expect(answer.errors).toEqual([
      { row: 5, message: 'Количество — целое число от 1 до 1000000' },
      { row: 6, message: 'Нет ни обозначения, ни наименования' },
      { row: 7, message: 'Единица измерения: шт, компл, пара, кг, т, м' },
    ]);
  });

  it('reads an XLSX the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Позиции');
    sheet.addRow(['Артикул', 'Наименование', 'Кол-во']);
    sheet.addRow(['100.00.010-4', 'Рама', 4]);
    sheet.addRow(['9788-01.00.010', 'Рама боковая другая', 1]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const answer = await ok<Answer>(await upload(buyer.accessToken, bytes, 'list.xlsx'));
    expect(answer.lines.map(({ partId: id, quantity }) => [id, quantity])).toEqual([
      [partId, 4],
      [null, 1],
    ]);
    expect(answer.errors).toEqual([]);
  });

  it('refuses a file without the columns, no file, not a table, and a file too large, in Russian and with the right status', async () => {
    const noColumns = await upload(buyer.accessToken, 'Цена;Склад\n100;Омск');
    expect(noColumns.status).toBe(400);
    expect(((await noColumns.json()) as { message: string }).message).toMatch(
      /^Не найден столбец «Обозначение»/,
    );
    const noQuantity = await upload(buyer.accessToken, 'Обозначение;Наименование\n100.00.010-4;Рама');
    expect(((await noQuantity.json()) as { message: string }).message).toMatch(
      /^Не найден столбец «Количество»/,
    );
    const none = await server.request('/api/quote-requests/lines-from-file', {
      method: 'POST',
      token: buyer.accessToken,
      json: {},
    });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe(
      'Прикрепите список позиций (XLSX или CSV) в поле «file»',
    );
    const empty = await upload(buyer.accessToken, '');
    expect(empty.status).toBe(400);
    const large = await upload(buyer.accessToken, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toBe(
      'Файл больше 5 МБ: в запросе не больше 100 позиций',
    );
  });

  it('takes at most 100 lines; the rows over it are told', async () => {
    const rows = Array.from({ length: 103 }, (_, index) => `X-${index};Позиция ${index};1`);
    const answer = await ok<Answer>(
      await upload(buyer.accessToken, ['Обозначение;Наименование;Количество', ...rows].join('\n')),
    );
    expect(answer.lines).toHaveLength(100);
    expect(answer.errors.map((error) => error.row)).toEqual([102, 103, 104]);
    expect(answer.errors[0]!.message).toBe('В запросе не больше 100 позиций: строка не взята');
  });

  it('is for buyers and suppliers: a guest 401, an admin 403', async () => {
    expect((await upload(null, 'Обозначение;Количество\nA;1')).status).toBe(401);
    expect((await upload(admin.accessToken, 'Обозначение;Количество\nA;1')).status).toBe(403);
  });
});
