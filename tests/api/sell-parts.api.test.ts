import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** 'Продать зап.части' (ADR 0031): a buyer lists a repaired part, moderation publishes it, orders reach the buyer. */

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;
let customer: SignedIn;
let categoryId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.createAdmin();
  seller = await server.registerUser({ role: 'buyer' });
  customer = await server.registerUser({ role: 'buyer' });
  const categories = await json<Array<{ id: number; parentId: number | null; is_name_filter?: boolean }>>(await server.request('/api/categories'));
  categoryId = categories.find((c) => c.parentId !== null && !c.is_name_filter)!.id;
}, 60_000);

afterAll(() => server.stop());

describe('a buyer sells a part', () => {
  it('lists it, sends it to moderation, and after publication it is public under their name; orders for it reach them', async () => {
    const created = await server.request('/api/products', {
      method: 'POST',
      token: seller.accessToken,
      json: { name: 'Автосцепка СА-3 б/у после ремонта', price: 41000, description: 'Снята с вагона при модернизации', categoryId, quality: 'repaired' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const mine = await json<{ products: Array<{ id: number; status: string }> }>(await server.request('/api/products?mine=true&status=all', { token: seller.accessToken }));
    expect(mine.products).toEqual([expect.objectContaining({ id, status: 'draft' })]);
    // A buyer has no warehouses: no stock to state.
    expect((await server.request(`/api/products/${id}/stock`, { method: 'PUT', token: seller.accessToken, json: { stocks: [] } })).status).toBe(403);
    expect((await server.request(`/api/products/${id}/submit`, { method: 'POST', token: seller.accessToken })).status).toBe(200);
    expect((await server.request(`/api/admin/products/${id}/publish`, { method: 'POST', token: admin.accessToken })).status).toBe(200);
    const page = await json<{ quality: string; Supplier: { id: number } }>(await server.request(`/api/products/${id}`));
    expect(page).toMatchObject({ quality: 'repaired', Supplier: { id: seller.user.id } });

    const order = await server.request('/api/orders', {
      method: 'POST',
      token: customer.accessToken,
      json: { productId: id, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Челябинск, ул. Линейная, 1' },
    });
    expect(order.status, await order.clone().text()).toBe(201);
    const incoming = await json<{ orders: Array<{ productId: number }> }>(await server.request('/api/orders?side=seller', { token: seller.accessToken }));
    expect(incoming.orders.map((o) => o.productId)).toContain(id);
    // Their own listing they cannot order.
    const own = await server.request('/api/orders', {
      method: 'POST',
      token: seller.accessToken,
      json: { productId: id, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Самара' },
    });
    expect(own.status).toBe(403);
  });
});
