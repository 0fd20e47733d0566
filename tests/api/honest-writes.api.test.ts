import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Writes answer honestly (ADR 0062): 201 with the resource once the read side shows it, 202 with its
 * id and Location while it lags, never 404; a repeated Idempotency-Key never creates twice.
 */
let server: TestServer;
let supplier: SignedIn;
let buyer: SignedIn;
let productId: number;
let warehouseId: number;

const post = (path: string, token: string, body: unknown, key?: string) =>
  server.request(path, {
    method: 'POST',
    token,
    json: body,
    ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
  });
const created = async (response: Response, status = 201): Promise<{ id: number }> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as { id: number };
};
const order = (comment: string) => ({ productId, quantity: 1, deliveryType: 'pickup', warehouseId, comment });
/** The buyer's orders carrying `comment` (each test sends its own). */
const ordersWith = async (comment: string): Promise<number> => {
  const response = await server.request('/api/orders?limit=100', { token: buyer.accessToken });
  const body = (await response.json()) as { orders: Array<{ comment: string | null }> };
  return body.orders.filter((o) => o.comment === comment).length;
};

beforeAll(async () => {
  // A short wait for the read side, so the paused case answers quickly; long enough for a loaded machine.
  server = await startTestServer({ env: { READ_WAIT_MS: '1500' } });
  const admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
  warehouseId = (
    await created(
      await post('/api/warehouses', supplier.accessToken, {
        name: 'Склад Омск',
        city: 'Омск',
        address: 'ул. Заводская, 3',
        workingHours: 'Пн–Пт 8–17',
      }),
    )
  ).id;
  const categories = (await (await server.request('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
  productId = (
    await created(
      await post('/api/products', supplier.accessToken, {
        name: 'Клин фрикционный 100.40.010',
        partNumber: '100.40.010',
        price: 4200,
        description: 'Новый',
        categoryId: leaf.id,
        quality: 'new',
      }),
    )
  ).id;
  const stock = await server.request(`/api/products/${productId}/stock`, {
    method: 'PUT',
    token: supplier.accessToken,
    json: { stocks: [{ warehouseId, quantity: 100 }] },
  });
  expect(stock.status).toBe(200);
  expect((await post(`/api/products/${productId}/submit`, supplier.accessToken, {})).status).toBe(200);
  expect((await post(`/api/admin/products/${productId}/publish`, admin.accessToken, {})).status).toBe(200);
});
afterAll(() => server.stop());

describe('read your own write', () => {
  it('answers 202 with the id and Location while the read side lags, and the order is there once it catches up', async () => {
    const engine = server.platform.engine!;
    await engine.pause();
    let answer: Response;
    try {
      answer = await post('/api/orders', buyer.accessToken, order('Пока читающая сторона стоит'));
    } finally {
      engine.resume();
    }
    const body = (await answer.json()) as { id: number; location: string };
    expect(answer.status).toBe(202);
    expect(body.location).toBe(`/api/orders/${body.id}`);
    expect(answer.headers.get('location')).toBe(body.location);
    await waitFor(
      async () => (await server.request(body.location, { token: buyer.accessToken })).status === 200,
      10_000,
      'the order to be readable',
    );
    const read = (await (await server.request(body.location, { token: buyer.accessToken })).json()) as {
      id: number;
      status: string;
    };
    expect(read).toMatchObject({ id: body.id, status: 'requested' });
    expect(await ordersWith('Пока читающая сторона стоит')).toBe(1);
  });

  it('answers 201 with the order and its Location when the read side keeps up', async () => {
    const answer = await post('/api/orders', buyer.accessToken, order('Обычная заявка'));
    const body = await created(answer);
    expect(answer.headers.get('location')).toBe(`/api/orders/${body.id}`);
    expect(body).toMatchObject({ status: 'requested' });
  });
});

describe('Idempotency-Key', () => {
  it('two requests with one key at once create one order, and both answer with it', async () => {
    const comment = 'Два запроса с одним ключом';
    const [first, second] = await Promise.all([
      post('/api/orders', buyer.accessToken, order(comment), 'key-concurrent-1'),
      post('/api/orders', buyer.accessToken, order(comment), 'key-concurrent-1'),
    ]);
    const a = await created(first);
    const b = await created(second);
    expect(a.id).toBe(b.id);
    expect(await ordersWith(comment)).toBe(1);
  });

  it('a retry after the first answer gets the same order; without the key it is a new one', async () => {
    const comment = 'Повтор после таймаута';
    const a = await created(await post('/api/orders', buyer.accessToken, order(comment), 'key-retry-1'));
    const b = await created(await post('/api/orders', buyer.accessToken, order(comment), 'key-retry-1'));
    expect(b.id).toBe(a.id);
    expect(await ordersWith(comment)).toBe(1);
    await created(await post('/api/orders', buyer.accessToken, order(comment)));
    expect(await ordersWith(comment)).toBe(2);
  });

  it('the same key with another body is refused with 422 in Russian, and creates nothing', async () => {
    await created(await post('/api/orders', buyer.accessToken, order('Первое тело'), 'key-other-body'));
    const refused = await post('/api/orders', buyer.accessToken, order('Другое тело'), 'key-other-body');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /Idempotency-Key уже использован/,
    );
    expect(await ordersWith('Другое тело')).toBe(0);
  });

  it('a key is the user’s own: another buyer with the same key gets an order of their own', async () => {
    const other = await server.registerUser({ role: 'buyer' });
    const mine = await created(
      await post('/api/orders', buyer.accessToken, order('Ключ у каждого свой'), 'key-shared'),
    );
    const theirs = await created(
      await post('/api/orders', other.accessToken, order('Ключ у каждого свой'), 'key-shared'),
    );
    expect(theirs.id).not.toBe(mine.id);
  });

  it('a refused request frees its key: fixed and sent again, it creates the order', async () => {
    const refused = await post(
      '/api/orders',
      buyer.accessToken,
      { ...order('Сначала отказ'), quantity: 100_000 },
      'key-after-refusal',
    );
    expect(refused.status).toBe(400);
    // The corrected body under the freed key is a new request, not a reuse.
    await created(await post('/api/orders', buyer.accessToken, order('Сначала отказ'), 'key-after-refusal'));
    expect(await ordersWith('Сначала отказ')).toBe(1);
  });

  it('a malformed key is refused with 400 in Russian', async () => {
    const refused = await post('/api/orders', buyer.accessToken, order('Плохой ключ'), 'key with spaces');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Idempotency-Key/);
  });
});
