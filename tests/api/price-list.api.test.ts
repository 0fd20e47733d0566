import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_MESSAGES } from '../../backend/modules/catalog/index.ts';
import { ROW_MESSAGES, TABLE_MESSAGES, readTable } from '../../backend/modules/price-lists/index.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Price lists (ADR 0034): preview with per-row errors, import by part number, idempotent, export round trip. */

interface Job {
  id: string;
  state: 'running' | 'done';
  total: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: Array<{ line: number; cells: string[]; errors: string[] }>;
}
interface Preview {
  mapping: string[];
  total: number;
  valid: number;
  toCreate: number;
  toUpdate: number;
  rejected: Array<{ line: number; errors: string[] }>;
  encoding: string;
}

let server: TestServer;
let supplier: SignedIn;
let other: SignedIn;
let category: { id: number; name: string };
let warehouseId: number;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const upload = (path: string, token: string, file: string | Uint8Array, mapping?: string[]) => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof file === 'string' ? new TextEncoder().encode(file) : file]),
    'price.csv',
  );
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return server.request(path, { method: 'POST', body: form, token });
};
async function imported(token: string, file: string | Uint8Array): Promise<Job> {
  const started = await ok<Job>(await upload('/api/price-list/import', token, file), 202);
  // The import runs in the background; its state is asked until it is done.
  return vi.waitFor(
    async () => {
      const job = await ok<Job>(await server.request(`/api/price-list/import/${started.id}`, { token }));
      if (job.state !== 'done') throw new Error(`${job.processed} of ${job.total}`);
      return job;
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** 500 rows; every 25th is broken in one of four ways (20 in all). */
function priceList(fix = false): string {
  const lines = ['Артикул;Наименование;Цена, руб;Категория;Качество;Остаток: Склад Пермь'];
  for (let i = 1; i <= 500; i += 1) {
    const broken = !fix && i % 25 === 0 ? (i / 25) % 4 : -1;
    lines.push(
      [
        `ПЛ-${i}`,
        broken === 0 ? '' : `Клин фрикционный ${i}`,
        broken === 1 ? 'дорого' : `${1000 + i},50`,
        broken === 2 ? 'Нет такой' : category.name,
        broken === 3 ? 'сломан' : i % 2 ? 'новый' : 'отремонтированный',
        String(i % 7),
      ].join(';'),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The seller's products by part number, every page of 'Мои товары'. */
async function mine(
  token: string,
): Promise<Map<string, { status: string; price: number; quantity: number }>> {
  const all = new Map<string, { status: string; price: number; quantity: number }>();
  for (let page = 1; ; page += 1) {
    const answer = await ok<{
      products: Array<{ partNumber: string; status: string; price: number; quantity: number }>;
      totalPages: number;
    }>(await server.request(`/api/products?mine=true&limit=100&page=${page}`, { token }));
    for (const product of answer.products) all.set(product.partNumber, product);
    if (page >= answer.totalPages) return all;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  supplier = await server.registerUser({ role: 'supplier' });
  other = await server.registerUser({ role: 'supplier' });
  const categories = await json<
    Array<{ id: number; name: string; parentId: number | null; is_name_filter: boolean }>
  >(await server.request('/api/categories'));
  category = categories.find(
    (c) =>
      c.parentId !== null && !c.is_name_filter && !categories.some((x) => x.id !== c.id && x.name === c.name),
  )!;
  warehouseId = (
    await ok<{ id: number }>(
      await server.request('/api/warehouses', {
        method: 'POST',
        token: supplier.accessToken,
        json: { name: 'Склад Пермь', city: 'Пермь', address: 'ул. Промышленная, 12', workingHours: 'Пн–Пт' },
      }),
      201,
    )
  ).id;
}, 60_000);
afterAll(() => server.stop());

describe('a part number is the seller’s own key', () => {
  it('is unique among the seller’s products, free for another seller', async () => {
    const body = {
      name: 'Рама боковая',
      price: 98_500,
      description: '',
      categoryId: category.id,
      quality: 'new',
      partNumber: 'РБ-100',
    };
    const first = await ok<{ id: number; partNumber: string }>(
      await server.request('/api/products', { method: 'POST', token: supplier.accessToken, json: body }),
      201,
    );
    expect(first.partNumber).toBe('РБ-100');
    const twice = await server.request('/api/products', {
      method: 'POST',
      token: supplier.accessToken,
      json: { ...body, partNumber: 'рб 100' },
    });
    expect(twice.status).toBe(409);
    expect(await json(twice)).toMatchObject({ message: CATALOG_MESSAGES.partNumberTaken });
    await ok(
      await server.request('/api/products', { method: 'POST', token: other.accessToken, json: body }),
      201,
    );
    // Renamed, the old number is free again.
    await ok(
      await server.request(`/api/products/${first.id}`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: { ...body, partNumber: 'РБ-101' },
      }),
    );
    await ok(
      await server.request('/api/products', { method: 'POST', token: supplier.accessToken, json: body }),
      201,
    );
  });
});

describe('importing a price list', () => {
  it('previews 500 rows: the columns guessed, 20 rows refused with their reasons', async () => {
    const preview = await ok<Preview>(
      await upload('/api/price-list/preview', supplier.accessToken, priceList()),
    );
    expect(preview.mapping).toEqual([
      'partNumber',
      'name',
      'price',
      'category',
      'quality',
      `stock:${warehouseId}`,
    ]);
    expect(preview).toMatchObject({ total: 500, valid: 480, toCreate: 480, toUpdate: 0, encoding: 'utf-8' });
    expect(preview.rejected).toHaveLength(20);
    expect(preview.rejected.slice(0, 4)).toEqual([
      { line: 26, cells: expect.any(Array), errors: [ROW_MESSAGES.price] },
      { line: 51, cells: expect.any(Array), errors: [ROW_MESSAGES.category('Нет такой')] },
      { line: 76, cells: expect.any(Array), errors: [ROW_MESSAGES.quality('сломан')] },
      { line: 101, cells: expect.any(Array), errors: [ROW_MESSAGES.name] },
    ]);
  });

  it('imports the valid rows as drafts with their stock; the same file again changes nothing; the fixed rows follow', async () => {
    const first = await imported(supplier.accessToken, priceList());
    expect(first).toMatchObject({ total: 500, processed: 500, created: 480, updated: 0, unchanged: 0 });
    expect(first.rejected).toHaveLength(20);
    const products = await mine(supplier.accessToken);
    expect(products.get('ПЛ-7')).toMatchObject({ status: 'draft', price: 1007.5, quantity: 0 });
    expect(products.get('ПЛ-8')).toMatchObject({ price: 1008.5, quantity: 1 });
    expect(products.has('ПЛ-25')).toBe(false);
    const again = await imported(supplier.accessToken, priceList());
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 480 });
    const fixed = await imported(supplier.accessToken, priceList(true));
    expect(fixed).toMatchObject({ created: 20, updated: 0, unchanged: 480, rejected: [] });
  }, 120_000);

  it('a known part number takes the new price and stock', async () => {
    const job = await imported(supplier.accessToken, 'Артикул;Цена;Остаток\nПЛ-1;1500;12\n');
    expect(job).toMatchObject({ updated: 1, created: 0 });
    expect((await mine(supplier.accessToken)).get('ПЛ-1')).toMatchObject({ price: 1500, quantity: 12 });
  });

  it('a new price for a published part keeps it in the catalogue', async () => {
    const admin = await server.createAdmin();
    const created = await ok<{ id: number }>(
      await server.request('/api/products', {
        method: 'POST',
        token: supplier.accessToken,
        json: {
          name: 'Балка надрессорная',
          price: 120_000,
          description: '',
          categoryId: category.id,
          quality: 'new',
          partNumber: 'БН-1',
        },
      }),
      201,
    );
    await ok(
      await server.request(`/api/products/${created.id}/submit`, {
        method: 'POST',
        token: supplier.accessToken,
      }),
    );
    await ok(
      await server.request(`/api/admin/products/${created.id}/publish`, {
        method: 'POST',
        token: admin.accessToken,
      }),
    );
    expect(await imported(supplier.accessToken, 'Артикул;Цена\nБН-1;118 500\n')).toMatchObject({
      updated: 1,
    });
    expect(await ok(await server.request(`/api/products/${created.id}`))).toMatchObject({
      status: 'published',
      price: 118_500,
    });
  });

  it('exports the catalogue in the import’s own layout: it imports back with nothing to change', async () => {
    const response = await server.request('/api/price-list/export?format=xlsx', {
      token: supplier.accessToken,
    });
    expect(response.headers.get('content-disposition')).toMatch(/price-list-\d{4}-\d{2}-\d{2}\.xlsx/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const table = await readTable(bytes);
    expect(table.headers).toEqual([
      'Артикул',
      'Наименование',
      'Цена, ₽',
      'Категория',
      'Качество',
      'Описание',
      'Остаток: Склад Пермь',
    ]);
    expect(table.rows.length).toBeGreaterThanOrEqual(501);
    const csv = await (
      await server.request('/api/price-list/export?format=csv', { token: supplier.accessToken })
    ).text();
    expect(csv.split('\n').filter(Boolean).length).toBe(table.rows.length + 1);
    const back = await imported(supplier.accessToken, bytes);
    expect(back).toMatchObject({ created: 0, updated: 0 });
    expect(back.unchanged).toBe(back.total - back.rejected.length);
  }, 120_000);

  it('bad files change nothing and say why; a mapping without the part number is refused', async () => {
    expect(await json(await upload('/api/price-list/preview', supplier.accessToken, ''))).toMatchObject({
      message: TABLE_MESSAGES.empty,
    });
    expect(
      await json(
        await upload(
          '/api/price-list/preview',
          supplier.accessToken,
          new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 0]),
        ),
      ),
    ).toMatchObject({ message: TABLE_MESSAGES.notSpreadsheet });
    const noKey = await upload(
      '/api/price-list/import',
      supplier.accessToken,
      'Наименование;Цена\nРама;1\n',
      ['name', 'price'],
    );
    expect(noKey.status).toBe(400);
    const twice = await upload('/api/price-list/preview', supplier.accessToken, 'Артикул;Цена\nА;1\n', [
      'partNumber',
      'partNumber',
    ]);
    expect(twice.status).toBe(400);
    expect(
      (await server.request('/api/price-list/preview', { method: 'POST', token: supplier.accessToken }))
        .status,
    ).toBe(400);
  });

  it('a job is its seller’s only; admins and guests have no price lists', async () => {
    const started = await ok<Job>(
      await upload('/api/price-list/import', supplier.accessToken, 'Артикул;Цена\nПЛ-2;1002,5\n'),
      202,
    );
    expect(
      (await server.request(`/api/price-list/import/${started.id}`, { token: other.accessToken })).status,
    ).toBe(404);
    const admin = await server.createAdmin();
    expect((await upload('/api/price-list/preview', admin.accessToken, 'Артикул;Цена\nА;1\n')).status).toBe(
      403,
    );
    expect((await server.request('/api/price-list/export')).status).toBe(401);
  });
});
