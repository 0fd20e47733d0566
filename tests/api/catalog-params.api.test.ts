import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IMAGES, imageShape } from '../support/images.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { CATALOG_MESSAGES } from '../../backend/modules/catalog/index.ts';
import { LIST_MESSAGES } from '../../backend/modules/catalog/http.ts';
import { UPLOAD_MESSAGES } from '../../backend/modules/uploads/index.ts';
import { demoOffers } from '../../backend/app/seed/index.ts';

/** `GET /api/products` parameters beyond the happy paths, warehouses of others, upload types and sizes. */

interface Card {
  id: number;
  name: string;
  status: string;
  quality: 'new' | 'repaired';
  supplierId: number;
  Category: { id: number; name: string } | null;
  NameFilter: { id: number; name: string } | null;
}
interface List {
  products: Card[];
  total: number;
  totalPages: number;
}
interface Category {
  id: number;
  name: string;
  parentId: number | null;
  is_name_filter: boolean;
}

let server: TestServer;
let admin: SignedIn;
let categories: Category[];

const q = encodeURIComponent;
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const list = async (query: string, token?: string): Promise<List> => {
  const response = await server.request(`/api/products?${query}`, token ? { token } : {});
  expect(response.status, `${query}: ${await response.clone().text()}`).toBe(200);
  return json<List>(response);
};
const ids = (page: List): number[] => page.products.map((p) => p.id);
const category = (name: string): Category => categories.find((c) => c.name === name && !c.is_name_filter)!;

async function refused(query: string, status: number, message: string, token?: string): Promise<void> {
  const response = await server.request(`/api/products?${query}`, token ? { token } : {});
  expect([query, response.status]).toEqual([query, status]);
  expect(await response.json()).toMatchObject({ message });
}

async function act(path: string, token: string, body?: unknown, method = 'POST'): Promise<Response> {
  return server.request(path, { method, token, ...(body === undefined ? {} : { json: body }) });
}

async function warehouseOf(supplier: SignedIn): Promise<number> {
  const response = await act('/api/warehouses', supplier.accessToken, {
    name: 'Склад Тула',
    city: 'Тула',
    address: 'ул. Пушкина, 1',
  });
  expect(response.status).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

async function draft(supplier: SignedIn, name: string): Promise<number> {
  const response = await act('/api/products', supplier.accessToken, {
    name,
    price: 1500,
    categoryId: category('Фрикционные клинья').id,
    quality: 'new',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.createAdmin();
  categories = await json<Category[]>(await server.request('/api/categories'));
});
afterAll(() => server.stop());

describe('GET /api/products: paging parameters', () => {
  it('answers the catalogue page’s own call: limit=12&page=1&status=published', async () => {
    const page = await list('limit=12&page=1&status=published');
    expect(page.total).toBe(demoOffers().length);
    expect(page.totalPages).toBe(Math.ceil(demoOffers().length / 12));
    expect(page.products).toHaveLength(12);
    expect(page.products.every((p) => p.status === 'published')).toBe(true);
    expect(page).toEqual(await list('limit=12&page=1'));
  });

  it('refuses limits that are not whole numbers from 1 to 100', async () => {
    for (const limit of ['-1', '1.5', '0', '101', '1000000000000', '1e2']) {
      await refused(`limit=${limit}`, 400, LIST_MESSAGES.limit);
    }
    expect((await list('limit=100')).products).toHaveLength(100);
  });

  it('pages up to 100000; beyond is refused', async () => {
    await refused('page=100001', 400, LIST_MESSAGES.page);
    const last = await list('page=100000');
    expect(last.products).toEqual([]);
    expect(last.total).toBe(demoOffers().length);
  });

  it('refuses a category that is not a positive number', async () => {
    for (const id of ['0', 'abc', '-3', '1.5'])
      await refused(`categoryId=${id}`, 400, LIST_MESSAGES.categoryId);
  });

  it('include_subcategories: true/1 include the descendants, false/0 do not', async () => {
    const bogie = category('Тележка');
    const without = await list(`categoryId=${bogie.id}&limit=100`);
    expect(without.total).toBe(0);
    for (const value of ['false', '0']) {
      expect(await list(`categoryId=${bogie.id}&include_subcategories=${value}&limit=100`)).toEqual(without);
    }
    const deep = await list(`categoryId=${bogie.id}&include_subcategories=true&limit=100`);
    expect(deep.total).toBeGreaterThan(10);
    expect(await list(`categoryId=${bogie.id}&include_subcategories=1&limit=100`)).toEqual(deep);
  });

  it('refuses a name filter over 240 characters', async () => {
    await refused(`name=${q('а'.repeat(241))}`, 400, LIST_MESSAGES.name);
    expect((await list(`name=${q('а'.repeat(240))}`)).total).toBe(0);
  });
});

describe('GET /api/products: search with paging and filters', () => {
  it('pages search results: page 2 is the next slice, a page past the end is empty with the total', async () => {
    const first = await list(`search=${q('рама')}&limit=10`);
    expect(first.total).toBeGreaterThan(6);
    const second = await list(`search=${q('рама')}&limit=3&page=2`);
    expect(ids(second)).toEqual(ids(first).slice(3, 6));
    expect(second.total).toBe(first.total);
    const beyond = await list(`search=${q('рама')}&limit=10&page=${first.totalPages + 1}`);
    expect(beyond).toEqual({ products: [], total: first.total, totalPages: first.totalPages });
  });

  it('narrows a search by the name filter', async () => {
    const all = await list(`search=${q('колёсная пара')}&limit=100`);
    const name = 'Колёсная пара РУ1Ш-957-Г';
    const named = await list(`search=${q('колёсная пара')}&name=${q(name)}&limit=100`);
    expect(named.total).toBeGreaterThan(0);
    expect(named.total).toBeLessThan(all.total);
    expect(named.products.every((p) => p.NameFilter?.name === name)).toBe(true);
    expect(ids(named)).toEqual(ids(all).filter((id) => ids(named).includes(id)));
    expect((await list(`search=${q('колёсная пара')}&name=${q('Рама боковая 100.00.010-1')}`)).total).toBe(0);
  });

  it('narrows a search by the category, with its subcategories only when asked', async () => {
    const bogie = category('Тележка');
    expect((await list(`search=${q('рама')}&categoryId=${bogie.id}`)).total).toBe(0);
    const deep = await list(
      `search=${q('рама')}&categoryId=${bogie.id}&include_subcategories=true&limit=100`,
    );
    expect(deep.total).toBeGreaterThan(0);
    const bogieParts = new Set(categories.filter((c) => c.parentId === bogie.id).map((c) => c.id));
    expect(deep.products.every((p) => bogieParts.has(p.Category!.id))).toBe(true);
    const frames = category('Боковые рамы');
    const direct = await list(`search=${q('рама')}&categoryId=${frames.id}&limit=100`);
    expect(direct.total).toBeGreaterThan(0);
    expect(direct.products.every((p) => p.Category!.id === frames.id)).toBe(true);
  });
});

describe('GET /api/products: unpublished products', () => {
  it('are refused to everyone but admins (403); a supplier’s own list holds only theirs', async () => {
    const owner = await server.registerUser({ role: 'supplier' });
    const other = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const submitted = await draft(owner, 'Клин на модерации');
    const rejected = await draft(owner, 'Клин отклонённый');
    const archived = await draft(owner, 'Клин в архиве');
    for (const id of [submitted, rejected]) await act(`/api/products/${id}/submit`, owner.accessToken);
    await act(`/api/admin/products/${rejected}/reject`, admin.accessToken, { reason: 'Нет фото' });
    await act(`/api/products/${archived}/archive`, owner.accessToken);

    for (const status of ['submitted', 'rejected', 'archived', 'draft', 'all']) {
      for (const token of [undefined, buyer.accessToken, other.accessToken, owner.accessToken]) {
        await refused(`status=${status}`, 403, LIST_MESSAGES.unpublished, token);
      }
    }
    const expected = { submitted, rejected, archived } as const;
    for (const [status, id] of Object.entries(expected)) {
      expect(ids(await list(`status=${status}&limit=100`, admin.accessToken))).toContain(id);
      expect(ids(await list(`mine=true&status=${status}`, owner.accessToken))).toEqual([id]);
      expect(await list(`mine=true&status=${status}`, other.accessToken)).toEqual({
        products: [],
        total: 0,
        totalPages: 0,
      });
    }
  });
});

describe('warehouses of others', () => {
  it('another supplier may not remove one (403), nor may admins or buyers; it stays', async () => {
    const owner = await server.registerUser({ role: 'supplier' });
    const other = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const warehouseId = await warehouseOf(owner);
    const path = `/api/warehouses/${warehouseId}`;
    const foreign = await act(path, other.accessToken, undefined, 'DELETE');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: CATALOG_MESSAGES.notWarehouseOwner });
    for (const token of [admin.accessToken, buyer.accessToken])
      expect((await act(path, token, undefined, 'DELETE')).status).toBe(403);
    expect((await act(path, other.accessToken, undefined, 'DELETE')).status).toBe(403);
    expect((await server.request(path, { token: owner.accessToken })).status).toBe(200);
    const unknown = await act('/api/warehouses/999999', other.accessToken, undefined, 'DELETE');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: CATALOG_MESSAGES.warehouseNotFound });
  });
});

describe('uploads: types and sizes', () => {
  const upload = (kind: string, token: string, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    return server.request(`/api/uploads/${kind}`, { method: 'POST', body: form, token });
  };
  // The first bytes are what tells the type.
  const JPEG = TEST_IMAGES.jpeg;
  const WEBP = TEST_IMAGES.webp;
  const PDF = Buffer.from('%PDF-1.4\n');

  it('accepts JPEG and WebP images and serves them with their type', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    for (const [bytes, name, type, extension] of [
      [JPEG, 'фото.jpg', 'image/jpeg', 'jpg'],
      [WEBP, 'фото.webp', 'image/webp', 'webp'],
    ] as const) {
      const response = await upload('images', supplier.accessToken, bytes, name, type);
      expect([name, response.status]).toEqual([name, 201]);
      const { url } = await json<{ url: string }>(response);
      expect(url).toMatch(new RegExp(`^/uploads/images/[0-9a-f]{32}\\.${extension}$`));
      const file = await server.request(url);
      expect(file.headers.get('content-type')).toBe(type);
      expect(await imageShape(Buffer.from(await file.arrayBuffer()))).toMatchObject({
        width: 3,
        height: 2,
        exif: false,
      });
    }
  });

  it('refuses a PDF over 20 MB with 413 and the Russian message; 20 MB exactly is accepted', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const limit = 20 * 1024 * 1024;
    const atLimit = Buffer.concat([PDF, Buffer.alloc(limit - PDF.length)]);
    expect(
      (await upload('documents', supplier.accessToken, atLimit, 'gost.pdf', 'application/pdf')).status,
    ).toBe(201);
    const over = Buffer.concat([PDF, Buffer.alloc(limit + 1 - PDF.length)]);
    const response = await upload('documents', supplier.accessToken, over, 'gost.pdf', 'application/pdf');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: UPLOAD_MESSAGES.documentTooLarge });
  });
});
