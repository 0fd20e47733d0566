import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/*
 * A refused command appends nothing (ADR 0052): no id from a sequence, no reservation, no hold.
 * Each case below gets past decoding and authorization and is refused by what the domain knows
 * (an unknown parent, a part number in use, a foreign warehouse, a link the menu refuses …), the
 * refusals that come after an id or a hold used to be spent. The event store's head is compared
 * before and after every request; the authorization matrix and the fuzz pass compare it around
 * every other refusal of every route.
 */

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let otherSupplier: SignedIn;
let buyer: SignedIn;
let categoryId: number;
let rootName: string;
let productId: number;
let foreignWarehouseId: number;
let serviceId: number;

const PART_NUMBER = 'ОТКАЗ-001';

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

async function created(path: string, token: string, body: unknown): Promise<number> {
  const response = await server.request(path, { method: 'POST', token, json: body });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

function productBody(extra: Record<string, unknown> = {}) {
  return {
    name: 'Клин фрикционный',
    price: 6800,
    categoryId,
    quality: 'new',
    partNumber: PART_NUMBER,
    ...extra,
  };
}

function serviceBody(extra: Record<string, unknown> = {}) {
  return {
    name: 'Обточка колёсной пары',
    description: '<p>Обточка по кругу катания.</p>',
    price: 12_000,
    priceType: 'fixed',
    location: 'Пермь',
    isRemote: false,
    images: [],
    ...extra,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, supplier, otherSupplier, buyer] = await Promise.all([
    server.createAdmin(),
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'buyer' }),
  ]);
  await created('/api/companies', supplier.accessToken, randomCompany('ООО «Отказ»'));
  const categories = await json<Array<{ id: number; name: string; parentId: number | null }>>(
    await server.request('/api/categories'),
  );
  const leaf = categories.find((category) => category.parentId !== null)!;
  categoryId = leaf.id;
  rootName = categories.find((category) => category.parentId === null)!.name;
  productId = await created('/api/products', supplier.accessToken, productBody());
  foreignWarehouseId = await created('/api/warehouses', otherSupplier.accessToken, {
    name: 'Чужой склад',
    city: 'Омск',
    address: 'ул. Заводская, 1',
  });
  serviceId = await created('/api/services', supplier.accessToken, serviceBody());
  expect(
    (
      await server.request(`/api/services/${serviceId}/submit`, {
        method: 'POST',
        token: supplier.accessToken,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await server.request(`/api/admin/services/${serviceId}/publish`, {
        method: 'POST',
        token: admin.accessToken,
      })
    ).status,
  ).toBe(200);
}, 120_000);
afterAll(() => server.stop());

interface Refusal {
  readonly title: string;
  readonly method: 'POST' | 'PUT' | 'DELETE';
  readonly path: () => string;
  readonly caller: () => SignedIn;
  readonly body: () => unknown;
  readonly status: number;
}

const REFUSALS: readonly Refusal[] = [
  {
    title: 'a category under a parent that does not exist',
    method: 'POST',
    path: () => '/api/admin/categories',
    caller: () => admin,
    body: () => ({ name: 'Новая категория', parentId: 999_999 }),
    status: 404,
  },
  {
    title: 'a category named as its sibling',
    method: 'POST',
    path: () => '/api/admin/categories',
    caller: () => admin,
    body: () => ({ name: rootName, parentId: null }),
    status: 409,
  },
  {
    title: 'a menu item whose link the menu refuses',
    method: 'POST',
    path: () => '/api/admin/navigation',
    caller: () => admin,
    body: () => ({ text: 'Пункт', link: 'javascript:alert(1)' }),
    status: 400,
  },
  {
    title: 'a service category under a parent that does not exist',
    method: 'POST',
    path: () => '/api/admin/service-categories',
    caller: () => admin,
    body: () => ({ name: 'Новая услуга', parentId: 999_999 }),
    status: 404,
  },
  {
    title: 'a news item whose text is empty once cleaned',
    method: 'POST',
    path: () => '/api/admin/news',
    caller: () => admin,
    body: () => ({ title: 'Новость', content: '<script>alert(1)</script>' }),
    status: 400,
  },
  {
    title: 'a news item published at once whose text is empty once cleaned',
    method: 'POST',
    path: () => '/api/admin/news',
    caller: () => admin,
    body: () => ({
      title: 'Новость',
      content: '<script>alert(1)</script>',
      publishedAt: '2026-01-10T10:00:00.000Z',
    }),
    status: 400,
  },
  {
    title: 'a question without a way to answer it',
    method: 'POST',
    path: () => '/api/feedback',
    caller: () => buyer,
    body: () => ({ name: 'Иван', message: 'Есть ли в наличии?', source: 'home' }),
    status: 400,
  },
  {
    title: 'a product with a part number the seller already uses',
    method: 'POST',
    path: () => '/api/products',
    caller: () => supplier,
    body: () => productBody({ name: 'Клин фрикционный (второй)' }),
    status: 409,
  },
  {
    title: 'a product in a category that does not exist',
    method: 'POST',
    path: () => '/api/products',
    caller: () => supplier,
    body: () => productBody({ categoryId: 999_999, partNumber: 'ОТКАЗ-002' }),
    status: 400,
  },
  {
    title: 'a product moved to a category that does not exist',
    method: 'PUT',
    path: () => `/api/products/${productId}`,
    caller: () => supplier,
    body: () => productBody({ categoryId: 999_999, partNumber: 'ОТКАЗ-003' }),
    status: 400,
  },
  {
    title: "stock at another supplier's warehouse",
    method: 'PUT',
    path: () => `/api/products/${productId}/stock`,
    caller: () => supplier,
    body: () => ({ stocks: [{ warehouseId: foreignWarehouseId, quantity: 5 }] }),
    status: 400,
  },
  {
    title: 'a service in a category that does not exist',
    method: 'POST',
    path: () => '/api/services',
    caller: () => supplier,
    body: () => serviceBody({ categoryId: 999_999 }),
    status: 400,
  },
  {
    title: "a request for one's own service",
    method: 'POST',
    path: () => '/api/service-requests',
    caller: () => supplier,
    body: () => ({ serviceId, description: 'Обточка', contactPhone: '+7 900 000-00-00' }),
    status: 403,
  },
  {
    title: 'a company founded by someone already in one',
    method: 'POST',
    path: () => '/api/companies',
    caller: () => supplier,
    body: () => randomCompany('ООО «Вторая»'),
    status: 409,
  },
  {
    title: 'a contract with an ИНН nobody on the site names',
    method: 'POST',
    path: () => '/api/contracts',
    caller: () => supplier,
    body: () => ({
      counterpartyInn: randomCompany('x').inn,
      subject: 'Поставка',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    }),
    status: 400,
  },
  {
    title: 'a registration with an e-mail in use',
    method: 'POST',
    path: () => '/api/auth/register',
    caller: () => buyer,
    body: () => ({
      email: buyer.user.email,
      inn: '7707083893',
      password: 'пароль-для-тестов',
      passwordConfirm: 'пароль-для-тестов',
      role: 'buyer',
      firstName: 'Пользователь',
      lastName: 'ИНН 7707083893',
      middleName: '',
    }),
    status: 409,
  },
];

describe('a refused command appends nothing', () => {
  it.each(REFUSALS.map((refusal) => [refusal.title, refusal] as const))('%s', async (_title, refusal) => {
    const before = await server.platform.events.headPosition();
    const response = await server.request(refusal.path(), {
      method: refusal.method,
      token: refusal.caller().accessToken,
      json: refusal.body(),
    });
    const answer = await response.text();
    const written = await server.platform.events.readAll(before, 10);
    expect(response.status, answer).toBe(refusal.status);
    expect(written.map((event) => `${event.type} in ${event.streamId}`)).toEqual([]);
  });
});
