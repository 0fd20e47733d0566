import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageShape } from '../support/images.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { CATALOG_MESSAGES, serviceNotLinkable } from '../../backend/modules/catalog/index.ts';
import { LIST_MESSAGES } from '../../backend/modules/catalog/http.ts';
import { UPLOAD_MESSAGES } from '../../backend/modules/uploads/index.ts';
import { CATEGORY_MESSAGES } from '../../backend/modules/categories/index.ts';
import { DEMO_BUYER, DEMO_DOCUMENTS, DEMO_SUPPLIERS, demoOffers } from '../../backend/app/seed/index.ts';
import { forbiddenCharacterMessage } from '../../backend/kit/write/index.ts';

interface Card {
  id: number;
  name: string;
  price: number;
  description: string;
  quality: 'new' | 'repaired';
  status: string;
  quantity: number;
  categoryId: number | null;
  Images: Array<{ url: string }>;
  Category: { id: number; name: string; slug: string } | null;
  NameFilter: { id: number; name: string } | null;
  Supplier: { id: number; name: string | null };
}
interface List {
  products: Card[];
  total: number;
  totalPages: number;
}
interface Product extends Card {
  rejectionReason?: string | null;
  Stocks: Array<{ id: string; warehouseId: number; quantity: number; Warehouse: Record<string, unknown> }>;
  Characteristics: Array<{ name: string; value: string }>;
  DeliverySet: { items: Array<Record<string, unknown>> };
  NormativeDocuments: Array<{
    name: string;
    standard: string;
    documentNumber: string;
    filePath: string | null;
  }>;
  ComponentDescriptions: Array<{ componentName: string; description: string }>;
  Services: Array<{ id: number; name: string }>;
}
interface Category {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  is_name_filter: boolean;
}

let server: TestServer;
let admin: SignedIn;
let categories: Category[];

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const list = async (query: string, token?: string): Promise<List> => {
  const response = await server.request(`/api/products?${query}`, token ? { token } : {});
  expect(response.status, await response.clone().text()).toBe(200);
  return json<List>(response);
};
const category = (name: string): Category => categories.find((c) => c.name === name && !c.is_name_filter)!;
const q = encodeURIComponent;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function supplierWithWarehouse(): Promise<{ supplier: SignedIn; warehouseId: number }> {
  const supplier = await server.registerUser({ role: 'supplier' });
  const response = await server.request('/api/warehouses', {
    method: 'POST',
    token: supplier.accessToken,
    json: {
      name: 'Склад Омск',
      city: 'Омск',
      address: 'ул. 3-я Енисейская, д. 32',
      workingHours: 'Пн–Пт 9–18',
    },
  });
  expect(response.status).toBe(201);
  return { supplier, warehouseId: (await json<{ id: number }>(response)).id };
}

function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Клин фрикционный 100.00.012 (тест)',
    price: 6900,
    description: 'Фрикционный клин гасителя колебаний.',
    categoryId: category('Фрикционные клинья').id,
    quality: 'new',
    characteristics: [
      { name: 'Материал', value: 'Чугун' },
      { name: 'Тип', value: 'Клин 100.00.012' },
    ],
    deliverySet: [{ itemName: 'Клин', quantity: 2, unitWeight: 16, pricePerUnit: 6900 }],
    normativeDocuments: [
      {
        name: 'Паспорт',
        standard: 'ТУ 32 ЦВ 2455',
        documentNumber: '2455',
        filePath: 'uploads/documents/x.pdf',
      },
    ],
    componentDescriptions: [{ componentName: 'Клин', description: 'Литой клин' }],
    services: [],
    ...overrides,
  };
}

async function createProduct(supplier: SignedIn, overrides: Record<string, unknown> = {}): Promise<Product> {
  const response = await server.request('/api/products', {
    method: 'POST',
    token: supplier.accessToken,
    json: productBody(overrides),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Product>(response);
}

async function act(path: string, token: string, body?: unknown, method = 'POST'): Promise<Response> {
  return server.request(path, { method, token, ...(body === undefined ? {} : { json: body }) });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.createAdmin();
  categories = await json<Category[]>(await server.request('/api/categories'));
});
afterAll(() => server.stop());

describe('GET /api/products: the demo catalogue', () => {
  it('answers published products, 10 by default, newest first, with cards as the SPA reads them', async () => {
    const page = await list('');
    const offers = demoOffers().length;
    expect(offers).toBeGreaterThanOrEqual(80);
    expect(page.total).toBe(offers);
    expect(page.totalPages).toBe(Math.ceil(offers / 10));
    expect(page.products).toHaveLength(10);
    const ids = page.products.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const card = page.products[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'Category',
        'Images',
        'NameFilter',
        'Supplier',
        'categoryId',
        'description',
        'id',
        'name',
        'price',
        'quality',
        'qualityName',
        'quantity',
        'status',
        'supplierId',
      ].sort(),
    );
    expect(card.status).toBe('published');
    expect(DEMO_SUPPLIERS.map((s) => s.company.name)).toContain(card.Supplier.name);
  });

  it('has a demo buyer with its company, signed in with the password the README gives', async () => {
    const session = await server.login(DEMO_BUYER.email, 'vagon-demo-2026');
    expect(session.user).toMatchObject({
      role: 'buyer',
      firstName: 'Игорь',
      lastName: 'Белов',
      isCompanyAdmin: true,
    });
    const me = await json<{ user: { Company?: { name: string; inn: string } } }>(
      await server.request('/api/auth/current-user', { token: session.accessToken }),
    );
    expect(me.user.Company).toMatchObject({ name: DEMO_BUYER.company.name, inn: DEMO_BUYER.company.inn });
  });

  it('pages: limit, page, the page beyond the end', async () => {
    const first = await list('limit=12&page=1');
    const second = await list('limit=12&page=2');
    expect(first.products).toHaveLength(12);
    expect(second.products[0]!.id).toBeLessThan(first.products.at(-1)!.id);
    const last = await list(`limit=12&page=${first.totalPages}`);
    expect(last.products.length).toBe(first.total - 12 * (first.totalPages - 1));
    const beyond = await list(`limit=12&page=${first.totalPages + 1}`);
    expect(beyond).toEqual({ products: [], total: first.total, totalPages: first.totalPages });
    expect((await list('limit=100')).products).toHaveLength(100);
    expect((await list('limit=1')).products).toHaveLength(1);
  });

  it('refuses bad parameters with 400 and a Russian message', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', LIST_MESSAGES.limit],
      ['limit=101', LIST_MESSAGES.limit],
      ['limit=abc', LIST_MESSAGES.limit],
      ['page=0', LIST_MESSAGES.page],
      ['page=-1', LIST_MESSAGES.page],
      ['page=1.5', LIST_MESSAGES.page],
      ['categoryId=abc', LIST_MESSAGES.categoryId],
      ['include_subcategories=maybe', LIST_MESSAGES.includeSubcategories],
      ['quality=' + q('б/у'), LIST_MESSAGES.quality],
      ['status=sold', LIST_MESSAGES.status],
      ['mine=yes', LIST_MESSAGES.mine],
      ['search=' + 'а'.repeat(201), LIST_MESSAGES.search],
      ['page=1&page=2', LIST_MESSAGES.repeated('page')],
    ];
    for (const [query, message] of cases) {
      const response = await server.request(`/api/products?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(await response.json()).toMatchObject({ message });
    }
  });

  it('filters by category, with or without its subcategories and name filters', async () => {
    const bogie = category('Тележка');
    const wheelsets = category('Колёсные пары');
    const own = await list(`categoryId=${bogie.id}`);
    expect(own.total).toBe(0);
    const deep = await list(`categoryId=${bogie.id}&include_subcategories=true&limit=100`);
    expect(deep.total).toBeGreaterThan(10);
    const names = new Set(deep.products.map((p) => p.Category!.name));
    expect([...names].sort()).toEqual(
      [
        'Боковые рамы',
        'Колёсные пары',
        'Надрессорные балки',
        'Пружины рессорного подвешивания',
        'Скользуны',
        'Фрикционные клинья',
      ].sort(),
    );
    // Products filed under a name filter belong to its category.
    const direct = await list(`categoryId=${wheelsets.id}&limit=100`);
    expect(direct.total).toBeGreaterThan(0);
    expect(direct.products.every((p) => p.Category!.id === wheelsets.id)).toBe(true);
    expect(direct.products.some((p) => p.NameFilter?.name === 'Колёсная пара РУ1Ш-957-Г')).toBe(true);
    expect((await list(`categoryId=999999`)).total).toBe(0);
  });

  it('filters by the name filter of the chosen category, then by quality in Russian or English', async () => {
    const wheelsets = category('Колёсные пары');
    const filters = await json<{ name: string[]; quality: string[] }>(
      await server.request(`/api/categories/filters/${wheelsets.id}`),
    );
    expect(filters.name).toContain('Колёсная пара РУ1Ш-957-Г');
    const base = `categoryId=${wheelsets.id}&include_subcategories=true&name=${q('Колёсная пара РУ1Ш-957-Г')}`;
    const named = await list(base);
    expect(named.total).toBe(
      demoOffers().filter((o) => o.family.nameFilter === 'Колёсная пара РУ1Ш-957-Г').length,
    );
    expect(named.products.every((p) => p.NameFilter?.name === 'Колёсная пара РУ1Ш-957-Г')).toBe(true);
    const repaired = await list(`${base}&quality=${q('Отремонтированные')}`);
    expect(repaired.total).toBeGreaterThan(0);
    expect(repaired.products.every((p) => p.quality === 'repaired')).toBe(true);
    expect(await list(`${base}&quality=repaired`)).toEqual(repaired);
    const fresh = await list(`${base}&quality=${q('Новые')}`);
    expect(fresh.total + repaired.total).toBe(named.total);
    // ё as е, any case; a name of another category's filter finds nothing here
    expect((await list(`categoryId=${wheelsets.id}&name=${q('колесная пара ру1ш-957-г')}`)).total).toBe(
      named.total,
    );
    expect((await list(`categoryId=${wheelsets.id}&name=${q('Рама боковая 100.00.010-1')}`)).total).toBe(0);
    expect((await list(`name=${q('Рама боковая 100.00.010-1')}`)).total).toBeGreaterThan(0);
  });

  it('searches: header drop-down (5), morphology, layouts, part numbers; combined with the filters', async () => {
    const header = await list(`search=${q('колёсную пару')}&limit=5`);
    expect(header.products).toHaveLength(5);
    expect(header.products[0]!.name).toMatch(/^Колёсная пара/);
    expect((await list(`search=${q('rjktcyfz gfhf')}&limit=5`)).products[0]!.name).toMatch(/^Колёсная пара/);
    expect((await list(`search=${q('CA-3')}&limit=5`)).products[0]!.name).toMatch(/СА-3/);
    // a part number however it is written: the same products, in the same order
    const sideFrames = await list(`search=${q('100.00.010-1')}&limit=100`);
    expect(sideFrames.total).toBeGreaterThan(0);
    expect(sideFrames.products.every((p) => p.name.includes('100.00.010-1'))).toBe(true);
    for (const spelling of ['10000010-1', '100 00 010 1']) {
      const found = await list(`search=${q(spelling)}&limit=100`);
      expect([spelling, found.products.map((p) => p.id)]).toEqual([
        spelling,
        sideFrames.products.map((p) => p.id),
      ]);
    }
    const inCategory = await list(
      `search=${q('рама')}&categoryId=${category('Тележка').id}&include_subcategories=true&quality=new`,
    );
    expect(inCategory.total).toBeGreaterThan(0);
    const bogieParts = new Set(
      categories.filter((c) => c.parentId === category('Тележка').id).map((c) => c.id),
    );
    expect(inCategory.products.every((p) => p.quality === 'new' && bogieParts.has(p.Category!.id))).toBe(
      true,
    );
    // the name first: side frames (рама in the name), then bolsters (in their standard's title),
    // then a wear plate (in its description)
    const order = inCategory.products.map((p) => p.Category!.name);
    expect(order[0]).toBe('Боковые рамы');
    expect(order.lastIndexOf('Боковые рамы')).toBeLessThan(order.indexOf('Надрессорные балки'));
    expect(order.at(-1)).toBe('Фрикционные клинья');
    expect(await list(`search=${q('цистерна-самолёт')}`)).toEqual({ products: [], total: 0, totalPages: 0 });
    expect((await list('search=a')).total).toBe(0);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the full product with PascalCase relations and document paths from the site root', async () => {
    const found = await list(`search=${q('Колёсная пара РУ1Ш-957-Г')}&quality=new&limit=1`);
    const product = await json<Product>(await server.request(`/api/products/${found.products[0]!.id}`));
    expect(product).toMatchObject({
      id: found.products[0]!.id,
      name: 'Колёсная пара РУ1Ш-957-Г',
      status: 'published',
      quality: 'new',
    });
    expect(product.Category!.name).toBe('Колёсные пары');
    expect(product.Characteristics.slice(0, 3).map((c) => c.name)).toEqual([
      'Тип',
      'Вес, кг',
      'Толщина обода, мм',
    ]);
    expect(product.DeliverySet.items[0]).toMatchObject({
      itemName: 'Колёсная пара в сборе',
      quantity: 1,
      unitWeight: 1380,
    });
    expect(product.NormativeDocuments[0]).toMatchObject({
      standard: 'ГОСТ 4835-2013',
      filePath: '/uploads/documents/gost-4835-2013.pdf',
    });
    expect(product.ComponentDescriptions.length).toBeGreaterThan(0);
    expect(product.Stocks.length).toBeGreaterThan(0);
    expect(Object.keys(product.Stocks[0]!.Warehouse).sort()).toEqual([
      'address',
      'city',
      'id',
      'name',
      'workingHours',
    ]);
    expect(product.quantity).toBe(product.Stocks.reduce((sum, s) => sum + s.quantity, 0));
    expect(product).not.toHaveProperty('rejectionReason');
    const file = await server.request(product.NormativeDocuments[0]!.filePath!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('links the demo products to Russian extracts of their standards: each a PDF titled with the standard, marked as a demonstration (ADR 0060)', async () => {
    const linked = new Map<string, string>();
    const all = await list('limit=100');
    for (const card of all.products) {
      const product = await json<Product>(await server.request(`/api/products/${card.id}`));
      for (const document of product.NormativeDocuments)
        if (document.filePath) linked.set(document.standard, document.filePath);
    }
    // Every document of the demo has its file, the brake and bearing standards included.
    expect([...linked.keys()].sort()).toEqual(DEMO_DOCUMENTS.map((document) => document.standard).sort());
    for (const document of DEMO_DOCUMENTS) {
      const file = await server.request(linked.get(document.standard)!);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      const parser = new PDFParse({ data: new Uint8Array(await file.arrayBuffer()) });
      const text = (await parser.getText().finally(() => parser.destroy())).text.replace(/\s+/g, ' ');
      expect(text).toContain(`${document.standard} ${document.name}`);
      expect(text).toContain('Выдержка для демонстрации');
      expect(text).toContain('Не является официальным текстом стандарта');
      expect(text).toContain('1 Область применения');
      expect(text).not.toContain('Demo copy');
      // A few paragraphs of Russian, not a one-line stub.
      expect(text.match(/[а-яё]/gi)?.length ?? 0).toBeGreaterThan(1200);
    }
  });

  it('answers 404 «Товар не найден» for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1']) {
      const response = await server.request(`/api/products/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Товар не найден' });
    }
  });
});

describe('a supplier’s product from draft to the catalogue', () => {
  it('is hidden until published, visible to its owner and admins, refused to others', async () => {
    const { supplier, warehouseId } = await supplierWithWarehouse();
    const other = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const draft = await createProduct(supplier);
    expect(draft).toMatchObject({ status: 'draft', quality: 'new', price: 6900, rejectionReason: null });
    expect(draft.DeliverySet.items[0]).toMatchObject({ totalWeight: 32, totalPrice: 13800 });
    expect(draft.NormativeDocuments[0]!.filePath).toBe('/uploads/documents/x.pdf');
    expect(draft.Services).toEqual([]);
    const path = `/api/products/${draft.id}`;
    for (const token of [undefined, buyer.accessToken, other.accessToken]) {
      const response = await server.request(path, token ? { token } : {});
      expect(response.status).toBe(404);
    }
    for (const token of [supplier.accessToken, admin.accessToken])
      expect((await server.request(path, { token })).status).toBe(200);
    // not in the public list; in the owner's own list, any status
    expect(
      (await list(`search=${q('Клин фрикционный 100.00.012 (тест)')}`)).products.some(
        (p) => p.id === draft.id,
      ),
    ).toBe(false);
    const mine = await list('mine=true', supplier.accessToken);
    expect(mine.products.map((p) => p.id)).toEqual([draft.id]);
    expect((await list('mine=true&status=published', supplier.accessToken)).total).toBe(0);
    // someone else's draft cannot be touched: as if it did not exist
    expect((await act(`${path}/submit`, other.accessToken)).status).toBe(404);
    expect((await act(path, other.accessToken, productBody(), 'PUT')).status).toBe(404);

    // stock in the owner's warehouse
    const stocked = await act(
      `${path}/stock`,
      supplier.accessToken,
      { stocks: [{ warehouseId, quantity: 7 }] },
      'PUT',
    );
    expect(stocked.status).toBe(200);
    expect((await json<Product>(stocked)).Stocks).toMatchObject([
      { warehouseId, quantity: 7, Warehouse: { city: 'Омск' } },
    ]);

    // moderation
    const submitted = await act(`${path}/submit`, supplier.accessToken);
    expect(await json<Product>(submitted)).toMatchObject({ status: 'submitted' });
    const queue = await list('status=submitted&limit=100', admin.accessToken);
    expect(queue.products.map((p) => p.id)).toContain(draft.id);
    expect((await act(`/api/admin/products/${draft.id}/reject`, admin.accessToken, {})).status).toBe(400);
    const rejected = await act(`/api/admin/products/${draft.id}/reject`, admin.accessToken, {
      reason: 'Добавьте фотографию',
    });
    expect(await json<Product>(rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Добавьте фотографию',
    });
    await act(`${path}/submit`, supplier.accessToken);
    const published = await act(`/api/admin/products/${draft.id}/publish`, admin.accessToken);
    expect(await json<Product>(published)).toMatchObject({ status: 'published' });

    // public now: the list, the page, the search
    expect((await server.request(path)).status).toBe(200);
    const found = await list(`search=${q('клин фрикционный тест')}`);
    expect(found.products.map((p) => p.id)).toContain(draft.id);
    expect(found.products.find((p) => p.id === draft.id)!.quantity).toBe(7);

    // another supplier sees it but may not change it
    const foreign = await act(path, other.accessToken, productBody(), 'PUT');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: CATALOG_MESSAGES.notOwner });
    expect((await act(`${path}/stock`, other.accessToken, { stocks: [] }, 'PUT')).status).toBe(403);

    // a new price alone stays published (ADR 0034)
    const repriced = await act(path, supplier.accessToken, productBody({ price: 7050 }), 'PUT');
    expect(await json<Product>(repriced)).toMatchObject({ status: 'published', price: 7050 });
    expect((await json<Product>(await server.request(path))).price).toBe(7050);

    // any other edit of a published product goes back through moderation; the published version
    // stays in the catalogue until a moderator approves the edit (ADR 0036)
    const edited = await act(
      path,
      supplier.accessToken,
      productBody({ price: 7100, description: 'Фрикционный клин гасителя колебаний, чугун.' }),
      'PUT',
    );
    const pending = await json<
      Product & {
        revision: { status: string; changes: Array<{ field: string; before: string[]; after: string[] }> };
      }
    >(edited);
    expect(pending).toMatchObject({ status: 'published', price: 7100, revision: { status: 'submitted' } });
    expect(pending.revision.changes.map((change) => change.field)).toEqual(['price', 'description']);
    expect(pending.revision.changes[0]).toMatchObject({
      before: [expect.stringMatching(/^7\s050\s₽$/)],
      after: [expect.stringMatching(/^7\s100\s₽$/)],
    });
    const publicPage = await json<Product & { revision?: unknown }>(await server.request(path));
    expect(publicPage).toMatchObject({ status: 'published', price: 7050 });
    expect(publicPage.revision).toBeUndefined();
    expect((await list(`search=${q('клин фрикционный тест')}`)).products.map((p) => p.id)).toContain(
      draft.id,
    );
    const moderationQueue = await json<{ products: Array<{ id: number; revision?: string }> }>(
      await server.request('/api/products?status=submitted&limit=100', { token: admin.accessToken }),
    );
    expect(moderationQueue.products.find((p) => p.id === draft.id)).toMatchObject({
      revision: 'submitted',
      price: 7100,
    });
    const own = await json<{ products: Array<{ id: number; price: number }> }>(
      await server.request('/api/products?mine=true&limit=100', { token: supplier.accessToken }),
    );
    expect(own.products.find((p) => p.id === draft.id)).toMatchObject({ price: 7100, revision: 'submitted' });
    expect(
      (await list(`search=${q('клин фрикционный тест')}`)).products.find((p) => p.id === draft.id),
    ).toMatchObject({ price: 7050 });
    // a rejected edit leaves the published version as it was, with the reason for the seller
    await act(`/api/admin/products/${draft.id}/reject`, admin.accessToken, {
      reason: 'Опишите материал по ГОСТ',
    });
    expect(await json(await server.request(path, { token: supplier.accessToken }))).toMatchObject({
      price: 7100,
      revision: { status: 'rejected', rejectionReason: 'Опишите материал по ГОСТ' },
    });
    expect((await json<Product>(await server.request(path))).price).toBe(7050);
    await act(`${path}/submit`, supplier.accessToken);
    await act(`/api/admin/products/${draft.id}/publish`, admin.accessToken);
    const approved = await json<Product & { revision?: unknown }>(
      await server.request(path, { token: supplier.accessToken }),
    );
    expect(approved).toMatchObject({ status: 'published', price: 7100 });
    expect(approved.revision).toBeUndefined();
    expect((await json<Product>(await server.request(path))).price).toBe(7100);

    // archived by the owner: gone from the catalogue, back as a draft on restore
    expect(await json<Product>(await act(`${path}/archive`, supplier.accessToken))).toMatchObject({
      status: 'archived',
    });
    expect((await server.request(path)).status).toBe(404);
    expect((await act(path, supplier.accessToken, productBody(), 'PUT')).status).toBe(409);
    expect(await json<Product>(await act(`${path}/restore`, supplier.accessToken))).toMatchObject({
      status: 'draft',
    });
  });

  it('links only the seller’s own public services, named as the services say; a link kept from before survives its service', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const other = await server.registerUser({ role: 'supplier' });
    const service = async (owner: SignedIn, name: string, publish: boolean) => {
      const created = await json<{ id: number }>(
        await act('/api/services', owner.accessToken, { name, priceType: 'custom', location: 'Пермь' }),
      );
      if (publish) {
        await act(`/api/services/${created.id}/submit`, owner.accessToken);
        await act(`/api/admin/services/${created.id}/publish`, admin.accessToken);
      }
      return created.id;
    };
    const mine = await service(supplier, 'Дефектоскопия колёсных пар', true);
    const draftService = await service(supplier, 'Черновик услуги', false);
    const foreign = await service(other, 'Чужая обточка', true);
    for (const id of [draftService, foreign, 999_999]) {
      const refused = await act(
        '/api/products',
        supplier.accessToken,
        productBody({ services: [{ id, name: 'Любая' }] }),
      );
      expect([id, refused.status]).toEqual([id, 400]);
      expect(await refused.json()).toMatchObject({
        message: serviceNotLinkable(id),
        fields: { services: serviceNotLinkable(id) },
      });
    }
    const product = await createProduct(supplier, { services: [{ id: mine, name: 'Как угодно' }] });
    expect(product.Services).toEqual([{ id: mine, name: 'Дефектоскопия колёсных пар' }]);
    // The service archived later: the product's other edits still go through with the link kept.
    await act(`/api/services/${mine}/archive`, supplier.accessToken);
    const edited = await act(
      `/api/products/${product.id}`,
      supplier.accessToken,
      productBody({ price: 7000, services: [{ id: mine, name: 'Дефектоскопия колёсных пар' }] }),
      'PUT',
    );
    expect(edited.status).toBe(200);
  });

  it('checks what a supplier writes, in Russian, field by field', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const response = await act('/api/products', supplier.accessToken, {
      name: '',
      price: 'дорого',
      quality: 'б/у',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: CATALOG_MESSAGES.name,
      fields: {
        name: CATALOG_MESSAGES.name,
        price: CATALOG_MESSAGES.price,
        categoryId: CATALOG_MESSAGES.categoryId,
        quality: CATALOG_MESSAGES.quality,
      },
    });
    const missing = await act('/api/products', supplier.accessToken, productBody({ categoryId: 999999 }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: CATALOG_MESSAGES.categoryNotFound });
    expect((await act('/api/products', admin.accessToken, productBody())).status).toBe(403);
  });

  it('refuses file addresses a browser would resolve to another site', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    for (const url of [
      '\\evil.example/x.png',
      '\\/evil.example/x.png',
      '/\\evil.example/x.png',
      '\u0001//evil.example/x.png',
    ]) {
      // A control character is refused as such, in a file address as in any text (ADR 0051).
      const told = (message: string) =>
        url.startsWith('\u0001') ? forbiddenCharacterMessage('U+0001') : message;
      const image = await act('/api/products', supplier.accessToken, productBody({ images: [url] }));
      expect([url, image.status]).toEqual([url, 400]);
      expect(await image.json()).toMatchObject({
        message: told(CATALOG_MESSAGES.images),
        fields: { images: told(CATALOG_MESSAGES.images) },
      });
      const document = await act(
        '/api/products',
        supplier.accessToken,
        productBody({
          normativeDocuments: [{ name: 'Паспорт', standard: 'ТУ', documentNumber: '1', filePath: url }],
        }),
      );
      expect([url, document.status]).toEqual([url, 400]);
      expect(await document.json()).toMatchObject({
        fields: { normativeDocuments: told(CATALOG_MESSAGES.normativeDocuments) },
      });
    }
    expect((await list('mine=true', supplier.accessToken)).total).toBe(0);
  });

  it('files a product under a name filter, so that filter finds it', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const rings = categories.find((c) => c.name === 'Клин фрикционный 100.00.012' && c.is_name_filter)!;
    const product = await createProduct(supplier, {
      categoryId: rings.id,
      name: 'Клин фрикционный с наплавкой',
    });
    expect(product.Category).toMatchObject({ name: 'Фрикционные клинья' });
    expect(product.NameFilter).toEqual({ id: rings.id, name: rings.name });
    await act(`/api/products/${product.id}/submit`, supplier.accessToken);
    await act(`/api/admin/products/${product.id}/publish`, admin.accessToken);
    const named = await list(`categoryId=${rings.parentId}&name=${q(rings.name)}&limit=100`);
    expect(named.products.map((p) => p.id)).toContain(product.id);
  });

  it('refuses stock in another supplier’s warehouse, and removing a warehouse that holds stock', async () => {
    const { supplier, warehouseId } = await supplierWithWarehouse();
    const other = await supplierWithWarehouse();
    const product = await createProduct(supplier);
    const foreign = await act(
      `/api/products/${product.id}/stock`,
      supplier.accessToken,
      { stocks: [{ warehouseId: other.warehouseId, quantity: 1 }] },
      'PUT',
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ message: CATALOG_MESSAGES.foreignWarehouse });
    await act(
      `/api/products/${product.id}/stock`,
      supplier.accessToken,
      { stocks: [{ warehouseId, quantity: 2 }] },
      'PUT',
    );
    const removal = await server.request(`/api/warehouses/${warehouseId}`, {
      method: 'DELETE',
      token: supplier.accessToken,
    });
    expect(removal.status).toBe(409);
    expect(await removal.json()).toMatchObject({ message: CATALOG_MESSAGES.warehouseHasStock });
    await act(`/api/products/${product.id}/stock`, supplier.accessToken, { stocks: [] }, 'PUT');
    expect(
      (
        await server.request(`/api/warehouses/${warehouseId}`, {
          method: 'DELETE',
          token: supplier.accessToken,
        })
      ).status,
    ).toBe(204);
    expect(
      (await server.request(`/api/warehouses/${warehouseId}`, { token: supplier.accessToken })).status,
    ).toBe(404);
  });

  it('refuses removing a warehouse that holds stock of an archived product: restored, it shows that stock', async () => {
    const { supplier, warehouseId } = await supplierWithWarehouse();
    const product = await createProduct(supplier, { name: 'Клин фрикционный для архива' });
    const path = `/api/products/${product.id}`;
    expect(
      (await act(`${path}/stock`, supplier.accessToken, { stocks: [{ warehouseId, quantity: 9 }] }, 'PUT'))
        .status,
    ).toBe(200);
    expect(await json<Product>(await act(`${path}/archive`, supplier.accessToken))).toMatchObject({
      status: 'archived',
    });
    const removal = await server.request(`/api/warehouses/${warehouseId}`, {
      method: 'DELETE',
      token: supplier.accessToken,
    });
    expect(removal.status).toBe(409);
    expect(await removal.json()).toMatchObject({ message: CATALOG_MESSAGES.warehouseHasStock });

    await act(`${path}/restore`, supplier.accessToken);
    await act(`${path}/submit`, supplier.accessToken);
    expect((await act(`/api/admin/products/${product.id}/publish`, admin.accessToken)).status).toBe(200);
    const page = await json<Product>(await server.request(path));
    expect(page.quantity).toBe(9);
    expect(page.Stocks).toMatchObject([{ warehouseId, quantity: 9, Warehouse: { id: warehouseId } }]);
    const card = (await list(`search=${q('Клин фрикционный для архива')}`)).products.find(
      (p) => p.id === product.id,
    );
    expect(card?.quantity).toBe(9);
  });
});

describe('warehouses', () => {
  it('a supplier lists, reads and changes only their own', async () => {
    const { supplier, warehouseId } = await supplierWithWarehouse();
    const other = await server.registerUser({ role: 'supplier' });
    const own = await json<Array<{ id: number; city: string }>>(
      await server.request('/api/warehouses', { token: supplier.accessToken }),
    );
    expect(own).toEqual([
      {
        id: warehouseId,
        name: 'Склад Омск',
        city: 'Омск',
        address: 'ул. 3-я Енисейская, д. 32',
        workingHours: 'Пн–Пт 9–18',
      },
    ]);
    expect(
      await json<unknown[]>(await server.request('/api/warehouses', { token: other.accessToken })),
    ).toEqual([]);
    expect(
      (await server.request(`/api/warehouses/${warehouseId}`, { token: other.accessToken })).status,
    ).toBe(403);
    expect(
      (await server.request(`/api/warehouses/${warehouseId}`, { token: admin.accessToken })).status,
    ).toBe(200);
    const changed = await act(
      `/api/warehouses/${warehouseId}`,
      supplier.accessToken,
      { name: 'Склад Омск-2', city: 'Омск', address: 'ул. Лесной проезд, 4' },
      'PUT',
    );
    expect(await json<{ name: string; workingHours: string }>(changed)).toMatchObject({
      name: 'Склад Омск-2',
      workingHours: '',
    });
    const bad = await act('/api/warehouses', supplier.accessToken, { name: 'Без адреса' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fields: { address: CATALOG_MESSAGES.address, city: CATALOG_MESSAGES.city },
    });
    const all = await json<Array<{ supplierId: number }>>(
      await server.request(`/api/warehouses?supplierId=${supplier.user.id}`, { token: admin.accessToken }),
    );
    expect(all.map((w) => w.supplierId)).toEqual([supplier.user.id]);
  });
});

describe('categories and the catalogue', () => {
  it('a category that holds products cannot be deleted', async () => {
    const leaf = categories.find((c) => c.name === 'Крышка смотровая' && c.is_name_filter)!;
    const response = await server.request(`/api/admin/categories/${leaf.id}`, {
      method: 'DELETE',
      token: admin.accessToken,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: CATEGORY_MESSAGES.hasProducts });
  });
});

describe('uploads', () => {
  const upload = (kind: string, token: string | undefined, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    return server.request(`/api/uploads/${kind}`, {
      method: 'POST',
      body: form,
      ...(token ? { token } : {}),
    });
  };

  it('stores images and PDF documents under random names, served with long cache headers', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const image = await upload('images', supplier.accessToken, PNG, 'фото.png', 'image/png');
    expect(image.status).toBe(201);
    const { url } = await json<{ url: string }>(image);
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png$/);
    const file = await server.request(url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    // Stored re-encoded without metadata (ADR 0027): the same picture, not the same bytes.
    expect(await imageShape(Buffer.from(await file.arrayBuffer()))).toEqual({
      format: 'png',
      width: 1,
      height: 1,
      exif: false,
    });
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    const cached = await server.request(url, { headers: { 'if-none-match': file.headers.get('etag')! } });
    expect(cached.status).toBe(304);
    const document = await upload('documents', admin.accessToken, PDF, 'gost.pdf', 'application/pdf');
    expect(document.status).toBe(201);
    const documentUrl = (await json<{ url: string }>(document)).url;
    expect(documentUrl).toMatch(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/);
    // A PDF is downloaded, never rendered in the site's origin.
    const served = await server.request(documentUrl);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect((await server.request('/uploads/images/0000.png')).status).toBe(404);
    expect((await server.request('/uploads/secrets/x.png')).status).toBe(404);
  });

  it('tells the type by the first bytes and refuses other types, sizes and callers', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const buyer = await server.registerUser({ role: 'buyer' });
    const fakeImage = await upload('images', supplier.accessToken, PDF, 'x.png', 'image/png');
    expect(fakeImage.status).toBe(400);
    expect(await fakeImage.json()).toMatchObject({ message: UPLOAD_MESSAGES.imageType });
    const fakePdf = await upload('documents', supplier.accessToken, PNG, 'x.pdf', 'application/pdf');
    expect(fakePdf.status).toBe(400);
    expect(await fakePdf.json()).toMatchObject({ message: UPLOAD_MESSAGES.documentType });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload('images', supplier.accessToken, big, 'big.png', 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ message: UPLOAD_MESSAGES.imageTooLarge });
    const none = await server.request('/api/uploads/images', { method: 'POST', token: supplier.accessToken });
    expect(none.status).toBe(400);
    // Buyers list parts of their own ('Продать зап.части') with pictures.
    expect((await upload('images', buyer.accessToken, PNG, 'x.png', 'image/png')).status).toBe(201);
    expect((await upload('images', undefined, PNG, 'x.png', 'image/png')).status).toBe(401);
  });
});
