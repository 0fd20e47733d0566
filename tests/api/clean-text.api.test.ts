import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/*
 * Issue 29, finding 6: text is clean when it enters (ADR 0051). Every text field of every command
 * refuses control characters (tab and line breaks aside), halves of surrogate pairs and
 * non-characters, with a Russian reason naming the character, and appends nothing; a price list's
 * cell is refused in its row. What was stored before the rule still exports as a file that opens.
 */

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let categoryId: number;

/** The reason told for a character no text may hold, whatever the field. */
const forbiddenCharacterMessage = (codePoint: string) =>
  `Текст содержит недопустимый символ ${codePoint} (управляющий или не существующий в Юникоде) — удалите его`;
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const post = (path: string, token: string | null, body: unknown) =>
  server.request(path, { method: 'POST', ...(token ? { token } : {}), json: body });

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  [admin, supplier, buyer] = await Promise.all([
    server.createAdmin(),
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'buyer' }),
  ]);
  const root = await ok<{ id: number }>(
    await post('/api/admin/categories', admin.accessToken, { name: 'Тележка', parentId: null }),
    201,
  );
  categoryId = (
    await ok<{ id: number }>(
      await post('/api/admin/categories', admin.accessToken, { name: 'Клинья', parentId: root.id }),
      201,
    )
  ).id;
}, 120_000);
afterAll(() => server.stop());

interface Case {
  readonly title: string;
  readonly method?: 'POST' | 'PUT';
  readonly path: string;
  readonly caller: () => SignedIn | null;
  readonly body: () => Record<string, unknown>;
  /** The field told, and the character it names. */
  readonly field: string;
  readonly character: string;
}

const product = (extra: Record<string, unknown> = {}) => ({
  name: 'Клин фрикционный',
  price: 6800,
  categoryId,
  quality: 'new',
  ...extra,
});

const CASES: readonly Case[] = [
  {
    title: 'a product’s name with U+0000',
    path: '/api/products',
    caller: () => supplier,
    body: () => product({ name: 'Клин\u0000' }),
    field: 'name',
    character: 'U+0000',
  },
  {
    title: 'a product’s characteristic with half of a surrogate pair',
    path: '/api/products',
    caller: () => supplier,
    body: () => product({ characteristics: [{ name: 'Материал', value: 'Сталь \ud83d' }] }),
    field: 'characteristics',
    character: 'U+D83D',
  },
  {
    title: 'a product’s document named with a control character (an uploaded file’s name)',
    path: '/api/products',
    caller: () => supplier,
    body: () =>
      product({ normativeDocuments: [{ name: 'паспорт\u001b.pdf', filePath: '/uploads/documents/a.pdf' }] }),
    field: 'normativeDocuments',
    character: 'U+001B',
  },
  {
    title: 'a warehouse’s address with U+FFFF',
    path: '/api/warehouses',
    caller: () => supplier,
    body: () => ({ name: 'Склад', city: 'Пермь', address: 'ул. Заводская\uffff' }),
    field: 'address',
    character: 'U+FFFF',
  },
  {
    title: 'a company’s name with U+FFFE',
    path: '/api/companies',
    caller: () => buyer,
    body: () => randomCompany('ООО «Вагон\ufffe»'),
    field: 'name',
    character: 'U+FFFE',
  },
  {
    title: 'a contract’s subject with U+0001',
    path: '/api/contracts',
    caller: () => supplier,
    body: () => ({
      counterpartyInn: randomCompany('x').inn,
      subject: 'Поставка\u0001',
      validFrom: '2027-01-01',
      validTo: '2027-12-31',
    }),
    field: 'subject',
    character: 'U+0001',
  },
  {
    title: 'an order’s comment with U+0000',
    path: '/api/orders',
    caller: () => buyer,
    body: () => ({
      productId: 1,
      quantity: 1,
      deliveryType: 'delivery',
      deliveryAddress: 'Пермь',
      comment: '\u0000',
    }),
    field: 'comment',
    character: 'U+0000',
  },
  {
    title: 'a message with a lone low surrogate',
    path: '/api/conversations/order-999999/messages',
    caller: () => buyer,
    body: () => ({ text: 'Здравствуйте \udc00' }),
    field: 'text',
    character: 'U+DC00',
  },
  {
    title: 'a message’s attachment whose file name holds U+0007',
    path: '/api/conversations/order-999999/messages',
    caller: () => buyer,
    body: () => ({
      text: 'Счёт',
      attachments: [{ url: '/uploads/documents/a.pdf', name: 'счёт\u0007.pdf' }],
    }),
    field: 'attachments',
    character: 'U+0007',
  },
  {
    title: 'a question from the site with U+0085 (a C1 control)',
    path: '/api/feedback',
    caller: () => null,
    body: () => ({ name: 'Иван', email: 'ivan@example.ru', message: 'Есть\u0085ли?', source: 'home' }),
    field: 'message',
    character: 'U+0085',
  },
  {
    title: 'a news title with U+007F',
    path: '/api/admin/news',
    caller: () => admin,
    body: () => ({ title: 'Новость\u007f', content: '<p>Текст</p>' }),
    field: 'title',
    character: 'U+007F',
  },
  {
    title: 'a category’s name with U+FDD0',
    path: '/api/admin/categories',
    caller: () => admin,
    body: () => ({ name: 'Колёса\ufdd0', parentId: null }),
    field: 'name',
    character: 'U+FDD0',
  },
  {
    title: 'a service’s name with a plane-16 non-character',
    path: '/api/services',
    caller: () => supplier,
    body: () => ({
      name: 'Обточка\u{10ffff}',
      description: 'Обточка',
      price: 1000,
      priceType: 'fixed',
      location: 'Пермь',
    }),
    field: 'name',
    character: 'U+10FFFF',
  },
  {
    title: 'a moderator’s reason with U+0000',
    path: '/api/admin/services/999999/reject',
    caller: () => admin,
    body: () => ({ reason: 'Нет\u0000' }),
    field: 'reason',
    character: 'U+0000',
  },
  {
    title: 'a registration’s name with U+0000',
    path: '/api/auth/register',
    caller: () => null,
    body: () => ({
      email: 'new@example.ru',
      inn: '7707083893',
      password: 'пароль-для-тестов',
      passwordConfirm: 'пароль-для-тестов',
      role: 'buyer',
      firstName: 'Иван\u0000',
      lastName: 'Петров',
      middleName: '',
    }),
    field: 'firstName',
    character: 'U+0000',
  },
  {
    title: 'a profile’s last name with U+0008',
    method: 'PUT',
    path: '/api/users/profile',
    caller: () => buyer,
    body: () => ({ lastName: 'Петров\b' }),
    field: 'lastName',
    character: 'U+0008',
  },
];

describe('every text field of every command refuses what no text may hold', () => {
  it.each(CASES.map((c) => [c.title, c] as const))(
    '%s: 400, the character named, nothing written',
    async (_title, c) => {
      const before = await server.platform.events.headPosition();
      const caller = c.caller();
      const response = await server.request(c.path, {
        method: c.method ?? 'POST',
        ...(caller ? { token: caller.accessToken } : {}),
        json: c.body(),
      });
      const answer = (await response.clone().json()) as { message: string; fields?: Record<string, string> };
      expect(response.status, JSON.stringify(answer)).toBe(400);
      expect(answer.fields?.[c.field]).toBe(forbiddenCharacterMessage(c.character));
      expect(answer.message).toMatch(
        /^Текст содержит недопустимый символ U\+[0-9A-F]{4,6} \(управляющий или не существующий в Юникоде\) — удалите его$/,
      );
      expect(await server.platform.events.headPosition()).toEqual(before);
    },
  );

  it('keeps tab and line breaks, emoji and U+2028 in text a person types', async () => {
    const message = 'Строка первая\nстрока\tвторая\r\nи третья 🚂\u2028конец';
    const created = await ok<{ id: number }>(
      await post('/api/feedback', null, { name: 'Иван', email: 'ivan@example.ru', message, source: 'home' }),
      201,
    );
    const stored = await vi.waitFor(async () => {
      const { items } = await ok<{ items: Array<{ id: number; message: string }> }>(
        await server.request('/api/admin/feedback?limit=100', { token: admin.accessToken }),
      );
      const item = items.find((one) => one.id === created.id);
      if (!item) throw new Error('not listed yet');
      return item;
    });
    expect(stored.message).toBe(message);
  });
});

describe('a price list’s cells are text entering the catalogue', () => {
  const upload = (path: string, text: string) => {
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode(text)]), 'price.csv');
    return server.request(path, { method: 'POST', body: form, token: supplier.accessToken });
  };
  const FILE = [
    'Артикул;Наименование;Цена;Категория',
    'ЧС-1;Клин чистый;100;Клинья',
    'ЧС-2;Клин\uffff;100;Клинья',
    'ЧС-3\ufdef;Клин;100;Клинья',
    '',
  ].join('\n');

  it('a row with a forbidden character is refused in the preview, naming its column', async () => {
    const preview = await ok<{ valid: number; rejected: Array<{ line: number; errors: string[] }> }>(
      await upload('/api/price-list/preview', FILE),
    );
    expect(preview.valid).toBe(1);
    expect(preview.rejected).toEqual([
      {
        line: 3,
        cells: expect.any(Array),
        errors: [
          'В ячейке «Наименование» недопустимый символ U+FFFF (управляющий или не существующий в Юникоде): исправьте её в файле',
        ],
      },
      {
        line: 4,
        cells: expect.any(Array),
        errors: [
          'В ячейке «Артикул» недопустимый символ U+FDEF (управляющий или не существующий в Юникоде): исправьте её в файле',
        ],
      },
    ]);
  });

  it('and is never imported: only the clean row becomes a product', async () => {
    const started = await ok<{ id: string }>(await upload('/api/price-list/import', FILE), 202);
    const job = await vi.waitFor(
      async () => {
        const current = await ok<{ state: string; created: number; rejectedCount: number }>(
          await server.request(`/api/price-list/import/${started.id}`, { token: supplier.accessToken }),
        );
        if (current.state !== 'done') throw new Error('still running');
        return current;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(job).toMatchObject({ created: 1, rejectedCount: 2 });
  });
});

describe('text stored before the rule', () => {
  it('still exports as a price list that opens: the XLSX re-reads, the CSV parses, what XML cannot carry is left out', async () => {
    const created = await ok<{ id: number }>(
      await post(
        '/api/products',
        supplier.accessToken,
        product({ name: 'Клин старый', partNumber: 'СТАР-1' }),
      ),
      201,
    );
    // As an older version let it be stored: an edit whose texts hold what the rule now refuses.
    const stream = `product-${created.id}`;
    const events = await server.platform.events.readStream(stream);
    const details = events.find((event) => event.type === 'ProductCreated')!.data as Record<string, unknown>;
    const { supplierId: _supplier, ...fields } = details;
    await server.platform.events.append(
      stream,
      [
        {
          id: crypto.randomUUID(),
          type: 'ProductDetailsChanged',
          data: {
            ...fields,
            name: 'Клин\u0000 старый\ud800 \uffff«1С»\u0085',
            description: 'Строка\u0001\nстрока',
          },
          metadata: {
            userId: String(supplier.user.id),
            role: 'supplier',
            at: new Date().toISOString(),
            correlationId: crypto.randomUUID(),
            causationId: null,
          },
        },
      ],
      events.at(-1)!.revision,
    );
    await vi.waitFor(async () => {
      const shown = await ok<{ name: string }>(
        await server.request(`/api/products/${created.id}`, { token: supplier.accessToken }),
      );
      expect(shown.name).toContain('\u0000');
    });

    const xlsx = await server.request('/api/price-list/export?format=xlsx', { token: supplier.accessToken });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const names = workbook.worksheets[0]!.getColumn(2).values.map(String);
    expect(names).toContain('Клин старый\ufffd «1С»');

    const csv = await server.request('/api/price-list/export?format=csv', { token: supplier.accessToken });
    const rows = parse(await csv.text(), { delimiter: ';', bom: true }) as string[][];
    const row = rows.find((cells) => cells[0] === 'СТАР-1')!;
    expect(row[1]).toBe('Клин старый\ufffd «1С»');
    expect(row[5]).toBe('Строка\nстрока');
  });
});
