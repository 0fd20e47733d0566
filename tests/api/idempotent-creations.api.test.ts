import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '../../infra/event-store/index.ts';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';
import { marketplaceYear } from '../../shared/calendar/index.ts';

/**
 * Every creation accepts an Idempotency-Key (ADR 0062, issue 31): the same key sent twice at once
 * creates one resource, decided on the write side — counted here as the creation events the store
 * holds, not as a read model shows them — and both answers name it.
 */
let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let warehouseId: number;
let productId: number;
let serviceId: number;
let orderId: number;
let leafCategory: number;
const buyerCompany = randomCompany('ООО Покупатель ключей');

const post = (path: string, token: string, body: unknown, key?: string) =>
  server.request(path, {
    method: 'POST',
    token,
    json: body,
    ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
  });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const tomorrow = () => marketplaceDayIn(1);
const year = marketplaceYear(new Date());

/** The events of `type` appended after `after`, read from the store itself. */
async function appended(type: string, after: Position): Promise<number> {
  const events = await server.platform.events.readAll(after, 100_000);
  return events.filter((event) => event.type === type).length;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.createAdmin();
  [supplier, buyer] = await Promise.all([
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'buyer' }),
  ]);
  // Contracts go between verified companies (ADR 0052).
  for (const [user, company] of [
    [supplier, randomCompany('ООО Поставщик ключей')],
    [buyer, buyerCompany],
  ] as const) {
    const { id } = await ok<{ id: number }>(await post('/api/companies', user.accessToken, company), 201);
    await ok(await post(`/api/admin/companies/${id}/verify`, admin.accessToken, {}));
  }
  const categories = (await (await server.request('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  leafCategory = categories.find((c) => c.parentId !== null && !c.is_name_filter)!.id;
  warehouseId = (
    await ok<{ id: number }>(
      await post('/api/warehouses', supplier.accessToken, {
        name: 'Склад Тула',
        city: 'Тула',
        address: 'ул. Литейная, 1',
        workingHours: 'Пн–Пт',
      }),
      201,
    )
  ).id;
  productId = (
    await ok<{ id: number }>(
      await post('/api/products', supplier.accessToken, {
        name: 'Поглощающий аппарат',
        price: 51000,
        description: 'Новый',
        categoryId: leafCategory,
        quality: 'new',
      }),
      201,
    )
  ).id;
  await ok(
    await server.request(`/api/products/${productId}/stock`, {
      method: 'PUT',
      token: supplier.accessToken,
      json: { stocks: [{ warehouseId, quantity: 50 }] },
    }),
  );
  await ok(await post(`/api/products/${productId}/submit`, supplier.accessToken, {}));
  await ok(await post(`/api/admin/products/${productId}/publish`, admin.accessToken, {}));
  serviceId = (
    await ok<{ id: number }>(
      await post('/api/services', supplier.accessToken, {
        name: 'Ремонт тележек',
        priceType: 'fixed',
        price: 12000,
        isRemote: true,
      }),
      201,
    )
  ).id;
  await ok(await post(`/api/services/${serviceId}/submit`, supplier.accessToken, {}));
  await ok(await post(`/api/admin/services/${serviceId}/publish`, admin.accessToken, {}));
  orderId = (
    await ok<{ id: number }>(
      await post('/api/orders', buyer.accessToken, {
        productId,
        quantity: 2,
        deliveryType: 'delivery',
        deliveryAddress: 'Тула, ул. Мира, 5',
      }),
      201,
    )
  ).id;
  await ok(
    await post(`/api/orders/${orderId}/accept`, supplier.accessToken, {
      unitPrice: 50000,
      quantity: 2,
      deliveryDate: tomorrow(),
    }),
  );
  await ok(await post(`/api/orders/${orderId}/confirm`, buyer.accessToken, {}));
}, 120_000);
afterAll(() => server.stop());

describe('the same Idempotency-Key twice at once creates one resource', () => {
  const creations: Array<{
    what: string;
    path: () => string;
    who: () => SignedIn;
    body: () => unknown;
    event: string;
  }> = [
    {
      what: 'a warehouse',
      path: () => '/api/warehouses',
      who: () => supplier,
      event: 'WarehouseCreated',
      body: () => ({ name: 'Склад Орёл', city: 'Орёл', address: 'ул. Северная, 2', workingHours: 'Пн–Пт' }),
    },
    {
      what: 'a product',
      path: () => '/api/products',
      who: () => supplier,
      event: 'ProductCreated',
      body: () => ({
        name: 'Клин тяговый',
        price: 900,
        description: 'Новый',
        categoryId: leafCategory,
        quality: 'new',
      }),
    },
    {
      what: 'a service',
      path: () => '/api/services',
      who: () => supplier,
      event: 'ServiceCreated',
      body: () => ({ name: 'Обточка колёсных пар', priceType: 'fixed', price: 8000, isRemote: true }),
    },
    {
      what: 'an order',
      path: () => '/api/orders',
      who: () => buyer,
      event: 'OrderRequested',
      body: () => ({
        productId,
        quantity: 1,
        deliveryType: 'delivery',
        deliveryAddress: 'Тула, ул. Мира, 7',
      }),
    },
    {
      what: 'a service request',
      path: () => '/api/service-requests',
      who: () => buyer,
      event: 'ServiceRequestSent',
      body: () => ({
        serviceId,
        description: 'Нужна обточка двух колёсных пар',
        contactPhone: '+7 900 000-00-00',
      }),
    },
    {
      what: 'a contract',
      path: () => '/api/contracts',
      who: () => supplier,
      event: 'ContractDrafted',
      body: () => ({
        subject: 'Поставка запасных частей',
        validFrom: `${year}-01-01`,
        validTo: `${year + 1}-12-31`,
        prepaymentPercent: 30,
        deferralDays: 15,
        deliveryTerms: 'До станции',
        priceReference: 'Прайс-лист',
        counterpartyInn: buyerCompany.inn,
      }),
    },
    {
      what: 'an accounting document',
      path: () => '/api/accounting/documents',
      who: () => supplier,
      event: 'DocumentIssued',
      body: () => ({ dealKind: 'order', dealId: orderId, docType: 'invoice' }),
    },
    {
      what: 'a message',
      path: () => `/api/conversations/order-${orderId}/messages`,
      who: () => buyer,
      event: 'MessagePosted',
      body: () => ({ text: 'Когда отгрузка?' }),
    },
  ];

  it.each(creations)('$what ($event)', async ({ what, path, who, body, event }) => {
    const before = await server.platform.events.headPosition();
    const key = `same-key-${event}`;
    const [first, second] = await Promise.all([
      post(path(), who().accessToken, body(), key),
      post(path(), who().accessToken, body(), key),
    ]);
    expect([201, 202], await first.clone().text()).toContain(first.status);
    expect([201, 202], await second.clone().text()).toContain(second.status);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as [
      { id: number | string },
      { id: number | string },
    ];
    expect(a.id, `both answers name the same ${what}`).toBe(b.id);
    expect(first.headers.get('location')).toBe(second.headers.get('location'));
    expect(await appended(event, before), `${event} events written`).toBe(1);
  });
});
