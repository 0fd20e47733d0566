import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';

/**
 * 'Продать зап.части' (ADR 0031, 0060): a buyer lists a repaired part with how many pieces there are
 * and where they lie; moderation publishes it; it shows in stock and is ordered like any listing.
 */

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;
let customer: SignedIn;
let categoryId: number;

const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const send = (path: string, token: string, json: unknown = {}, method = 'POST') =>
  server.request(path, { method, token, json });

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  seller = await server.registerUser({ role: 'buyer' });
  customer = await server.registerUser({ role: 'buyer' });
  categoryId = (
    await ok<{ id: number }>(
      await send('/api/admin/categories', admin.accessToken, { name: 'Автосцепка' }),
      201,
    )
  ).id;
}, 60_000);

afterAll(() => server.stop());

interface ProductPage {
  quantity: number;
  quality: string;
  Supplier: { id: number };
  Stocks: Array<{
    warehouseId: number;
    quantity: number;
    Warehouse: { name: string; city: string; address: string };
  }>;
}

describe('a buyer sells a part', () => {
  it('lists it, sends it to moderation, and after publication it is public under their name; orders for it reach them', async () => {
    const { id } = await ok<{ id: number }>(
      await send('/api/products', seller.accessToken, {
        name: 'Автосцепка СА-3 б/у после ремонта',
        price: 41000,
        description: 'Снята с вагона при модернизации',
        categoryId,
        quality: 'repaired',
      }),
      201,
    );
    const mine = await json<{ products: Array<{ id: number; status: string }> }>(
      await server.request('/api/products?mine=true&status=all', { token: seller.accessToken }),
    );
    expect(mine.products).toEqual([expect.objectContaining({ id, status: 'draft' })]);
    await ok(await send(`/api/products/${id}/submit`, seller.accessToken));
    await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken));
    const page = await ok<ProductPage>(await server.request(`/api/products/${id}`));
    expect(page).toMatchObject({ quality: 'repaired', Supplier: { id: seller.user.id }, quantity: 0 });

    const order = await send('/api/orders', customer.accessToken, {
      productId: id,
      quantity: 1,
      deliveryType: 'delivery',
      deliveryAddress: 'Челябинск, ул. Линейная, 1',
    });
    expect(order.status, await order.clone().text()).toBe(201);
    const incoming = await json<{ orders: Array<{ productId: number }> }>(
      await server.request('/api/orders?side=seller', { token: seller.accessToken }),
    );
    expect(incoming.orders.map((o) => o.productId)).toContain(id);
    // Their own listing they cannot order.
    const own = await send('/api/orders', seller.accessToken, {
      productId: id,
      quantity: 1,
      deliveryType: 'delivery',
      deliveryAddress: 'Самара',
    });
    expect(own.status).toBe(403);
  });

  it('states how many pieces lie where: the listing is in stock with that quantity, ordered for pickup, and a receipt takes the pieces off', async () => {
    // Where the parts lie: a warehouse of the buyer's own (a depot's store).
    const place = await ok<{ id: number; city: string }>(
      await send('/api/warehouses', seller.accessToken, {
        name: 'Склад ВЧДр Челябинск',
        city: 'Челябинск',
        address: 'ул. Линейная, 1',
      }),
      201,
    );
    expect(
      await ok<Array<{ id: number }>>(await server.request('/api/warehouses', { token: seller.accessToken })),
    ).toEqual([expect.objectContaining({ id: place.id, city: 'Челябинск' })]);
    const { id } = await ok<{ id: number }>(
      await send('/api/products', seller.accessToken, {
        name: 'Поглощающий аппарат Ш-2-В после ремонта',
        price: 23500,
        categoryId,
        quality: 'repaired',
      }),
      201,
    );
    const stocked = await ok<ProductPage>(
      await send(
        `/api/products/${id}/stock`,
        seller.accessToken,
        { stocks: [{ warehouseId: place.id, quantity: 4 }] },
        'PUT',
      ),
    );
    expect(stocked.quantity).toBe(4);
    await ok(await send(`/api/products/${id}/submit`, seller.accessToken));
    await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken));

    // The product page and the catalogue's card show it in stock, with where it lies.
    const page = await ok<ProductPage>(await server.request(`/api/products/${id}`));
    expect(page.quantity).toBe(4);
    expect(page.Stocks).toEqual([
      expect.objectContaining({
        warehouseId: place.id,
        quantity: 4,
        Warehouse: expect.objectContaining({ city: 'Челябинск', address: 'ул. Линейная, 1' }),
      }),
    ]);
    const list = await ok<{ products: Array<{ id: number; quantity: number }> }>(
      await server.request(`/api/products?categoryId=${categoryId}`),
    );
    expect(list.products.find((product) => product.id === id)?.quantity).toBe(4);

    // Ordered like any other listing: pickup at the place, held on confirmation, taken off on receipt.
    const order = await ok<{ id: number; warehouseName: string; aboveStock: boolean }>(
      await send('/api/orders', customer.accessToken, {
        productId: id,
        quantity: 3,
        deliveryType: 'pickup',
        warehouseId: place.id,
      }),
      201,
    );
    expect(order).toMatchObject({ warehouseName: 'Склад ВЧДр Челябинск', aboveStock: false });
    const tooMany = await send('/api/orders', customer.accessToken, {
      productId: id,
      quantity: 5,
      deliveryType: 'pickup',
      warehouseId: place.id,
    });
    expect(tooMany.status).toBe(400);
    expect((await json<{ message: string }>(tooMany)).message).toBe(
      'На складе «Склад ВЧДр Челябинск» доступно только 4 шт.: уменьшите количество или выберите доставку',
    );
    const tomorrow = marketplaceDayIn(1);
    await ok(
      await send(`/api/orders/${order.id}/accept`, seller.accessToken, {
        unitPrice: 23000,
        quantity: 3,
        deliveryDate: tomorrow,
      }),
    );
    await ok(await send(`/api/orders/${order.id}/confirm`, customer.accessToken));
    await ok(await send(`/api/orders/${order.id}/ship`, seller.accessToken));
    await ok(await send(`/api/orders/${order.id}/receive`, customer.accessToken));
    expect((await ok<ProductPage>(await server.request(`/api/products/${id}`))).quantity).toBe(1);

    // The place is the buyer's alone; a place with stock is not removed.
    expect(
      (
        await send(
          `/api/warehouses/${place.id}`,
          customer.accessToken,
          { name: 'Чужой', city: 'Омск', address: 'ул. Мира, 1' },
          'PUT',
        )
      ).status,
    ).toBe(403);
    expect(
      (await send(`/api/products/${id}/stock`, customer.accessToken, { stocks: [] }, 'PUT')).status,
    ).toBe(403);
    expect(
      (await server.request(`/api/warehouses/${place.id}`, { method: 'DELETE', token: seller.accessToken }))
        .status,
    ).toBe(409);
  });
});
