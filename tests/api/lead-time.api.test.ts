import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** The lead time of an offer (ADR 0065): a field of the product, shown in its part's offers table. */

const LEAD_TIME_MESSAGE =
  'Срок поставки — целое число дней от 0 до 365 (со склада или изготовления под заказ)';

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;
let categoryId: number;
let warehouseId: number;

const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const send = (path: string, token: string, json: unknown = {}, method = 'POST') =>
  server.request(path, { method, token, json });
const body = (extra: Record<string, unknown>) => ({
  name: 'Корпус буксы 100.10.001',
  price: 21_500,
  categoryId,
  quality: 'new',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  seller = await server.registerUser({ role: 'supplier' });
  categoryId = (
    await ok<{ id: number }>(
      await send('/api/admin/categories', admin.accessToken, { name: 'Корпуса букс' }),
      201,
    )
  ).id;
  warehouseId = (
    await ok<{ id: number }>(
      await send('/api/warehouses', seller.accessToken, {
        name: 'Склад',
        city: 'Екатеринбург',
        address: 'ул. Фронтовых бригад, 18',
      }),
      201,
    )
  ).id;
}, 60_000);

afterAll(() => server.stop());

describe('lead time of an offer', () => {
  it.each([[-1], [366], [1.5], ['3'], ['две недели'], [true], [{}]])(
    'refuses %j with the Russian message, naming the field, and writes nothing',
    async (leadTimeDays) => {
      const before = await ok<{ total: number }>(
        await server.request('/api/products?mine=true', { token: seller.accessToken }),
      );
      const response = await send('/api/products', seller.accessToken, body({ leadTimeDays }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: LEAD_TIME_MESSAGE,
        fields: { leadTimeDays: LEAD_TIME_MESSAGE },
      });
      const after = await ok<{ total: number }>(
        await server.request('/api/products?mine=true', { token: seller.accessToken }),
      );
      expect(after.total).toBe(before.total);
    },
  );

  it('is in the product answer: the days given, null when not said; an edit of it alone keeps the product published', async () => {
    const unsaid = await ok<{ id: number; leadTimeDays: number | null }>(
      await send('/api/products', seller.accessToken, body({ partNumber: 'КБ-1' })),
      201,
    );
    expect(unsaid.leadTimeDays).toBeNull();

    const { id } = await ok<{ id: number; leadTimeDays: number | null }>(
      await send('/api/products', seller.accessToken, body({ leadTimeDays: 45, partNumber: 'КБ-2' })),
      201,
    );
    expect(
      (
        await ok<{ leadTimeDays: number | null }>(
          await server.request(`/api/products/${id}`, { token: seller.accessToken }),
        )
      ).leadTimeDays,
    ).toBe(45);
    await ok(await send(`/api/products/${id}/submit`, seller.accessToken));
    await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken));

    // In stock now: ships in 2 days. A lead time is a commercial figure like the price: no new moderation.
    await ok(
      await send(
        `/api/products/${id}/stock`,
        seller.accessToken,
        { stocks: [{ warehouseId, quantity: 3 }] },
        'PUT',
      ),
    );
    await ok(
      await send(
        `/api/products/${id}`,
        seller.accessToken,
        body({ leadTimeDays: 2, partNumber: 'КБ-2' }),
        'PUT',
      ),
    );
    const seen = await ok<{ status: string; leadTimeDays: number | null; revision?: unknown }>(
      await server.request(`/api/products/${id}`),
    );
    expect(seen).toMatchObject({ status: 'published', leadTimeDays: 2 });
    expect(seen.revision).toBeUndefined();
    await ok(
      await send(
        `/api/products/${id}`,
        seller.accessToken,
        body({ leadTimeDays: 366, partNumber: 'КБ-2' }),
        'PUT',
      ),
      400,
    );
    expect(
      (await ok<{ leadTimeDays: number | null }>(await server.request(`/api/products/${id}`))).leadTimeDays,
    ).toBe(2);

    // The spec's list cards stay as they were.
    const list = await ok<{ products: Array<Record<string, unknown>> }>(
      await server.request(`/api/products?categoryId=${categoryId}`),
    );
    expect(list.products.find((card) => card['id'] === id)).not.toHaveProperty('leadTimeDays');
  });

  it("shows in the part's offers table, and follows an edit", async () => {
    const part = await ok<{ id: number }>(
      await send('/api/admin/parts', admin.accessToken, {
        designation: '100.10.001',
        name: 'Корпус буксы',
        categoryId,
      }),
      201,
    );
    const { id } = await ok<{ id: number }>(
      await send('/api/products', seller.accessToken, body({ leadTimeDays: 30, partNumber: 'КБ-3' })),
      201,
    );
    await ok(await send(`/api/products/${id}/submit`, seller.accessToken));
    await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken));
    await ok(await send(`/api/products/${id}/part`, seller.accessToken, { partId: part.id }, 'PUT'));
    const offersOf = async () =>
      (
        await ok<{ offers: Array<{ productId: number; quantity: number; leadTimeDays: number | null }> }>(
          await server.request(`/api/parts/${part.id}`),
        )
      ).offers;
    expect(await offersOf()).toEqual([
      expect.objectContaining({ productId: id, quantity: 0, leadTimeDays: 30 }),
    ]);
    await ok(
      await send(
        `/api/products/${id}`,
        seller.accessToken,
        body({ leadTimeDays: 25, partNumber: 'КБ-3' }),
        'PUT',
      ),
    );
    expect(await offersOf()).toEqual([expect.objectContaining({ productId: id, leadTimeDays: 25 })]);
  });
});
