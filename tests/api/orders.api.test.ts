import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';

interface Order {
  id: number;
  number: string;
  status: string;
  statusLabel: string;
  quantity: number;
  unitPrice: number;
  total: number;
  deliveryType: string;
  warehouseName: string | null;
  aboveStock: boolean;
  suspended: boolean;
  offer: { unitPrice: number; quantity: number; deliveryDate: string; terms: string | null } | null;
  history: Array<{ action: string; actorRole: string | null; reason: string | null }>;
  buyer: { id: number; name: string | null };
  seller: { id: number; name: string | null };
}

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let productId: number;
let warehouseId: number;
const STOCK = 10;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const post = (path: string, token: string, body: unknown = {}) =>
  server.request(path, { method: 'POST', token, json: body });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const tomorrow = () => marketplaceDayIn(1);
const order = (over: Record<string, unknown> = {}) => ({
  productId,
  quantity: 1,
  deliveryType: 'pickup',
  warehouseId,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
  warehouseId = (
    await ok<{ id: number }>(
      await post('/api/warehouses', supplier.accessToken, {
        name: 'Склад Пермь',
        city: 'Пермь',
        address: 'ул. Промышленная, 12',
        workingHours: 'Пн–Пт 8–17',
      }),
      201,
    )
  ).id;
  const categories = await json<Array<{ id: number; parentId: number | null; is_name_filter: boolean }>>(
    await server.request('/api/categories'),
  );
  const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
  productId = (
    await ok<{ id: number }>(
      await post('/api/products', supplier.accessToken, {
        name: 'Рама боковая 100.00.010-4 заказ',
        partNumber: 'РБ 100.00.010-4/ОЗ',
        price: 98500,
        description: 'Литая',
        categoryId: leaf.id,
        quality: 'new',
      }),
      201,
    )
  ).id;
  await ok(
    await server.request(`/api/products/${productId}/stock`, {
      method: 'PUT',
      token: supplier.accessToken,
      json: { stocks: [{ warehouseId, quantity: STOCK }] },
    }),
  );
  await ok(await post(`/api/products/${productId}/submit`, supplier.accessToken));
  await ok(await post(`/api/admin/products/${productId}/publish`, admin.accessToken));
});
afterAll(() => server.stop());

describe('POST /api/orders', () => {
  it('a buyer sends a pickup request: 201 with its number, the warehouse and the list price', async () => {
    const created = await ok<Order>(
      await post('/api/orders', buyer.accessToken, order({ quantity: 2, comment: 'Нужны до конца месяца' })),
      201,
    );
    expect(created.number).toMatch(/^З-\d{6}$/);
    expect(created).toMatchObject({
      status: 'requested',
      statusLabel: 'Новая заявка',
      quantity: 2,
      unitPrice: 98500,
      total: 197000,
      warehouseName: 'Склад Пермь',
      aboveStock: false,
    });
    expect(created.history.map((step) => step.action)).toEqual(['Заявка отправлена']);
  });

  it('refuses what the spec and the stock refuse, in Russian, with the right status', async () => {
    const refused = async (
      status: number,
      message: string | RegExp,
      body: unknown,
      token: string | null = buyer.accessToken,
    ) => {
      const response = await server.request('/api/orders', {
        method: 'POST',
        ...(token ? { token } : {}),
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = await json<{ message: string }>(response);
      if (typeof message === 'string') expect(answer.message).toBe(message);
      else expect(answer.message).toMatch(message);
    };
    await refused(401, /войти/i, order(), null);
    await refused(403, 'Вы не можете оформить заявку на свой товар', order(), supplier.accessToken);
    await refused(403, 'Заявки оформляют покупатели и поставщики', order(), admin.accessToken);
    await refused(404, 'Товар не найден', order({ productId: 999999 }));
    await refused(400, 'Выберите пункт самовывоза', order({ warehouseId: null }));
    await refused(400, 'На выбранном складе нет этого товара', order({ warehouseId: 999999 }));
    await refused(
      400,
      `На складе «Склад Пермь» доступно только ${STOCK} шт.: уменьшите количество или выберите доставку`,
      order({ quantity: STOCK + 1 }),
    );
    await refused(
      400,
      'Введите адрес доставки',
      order({ deliveryType: 'delivery', warehouseId: null, deliveryAddress: '  ' }),
    );
    await refused(400, 'Выберите способ получения', order({ deliveryType: 'courier' }));
    await refused(400, 'Количество — целое число от 1', order({ quantity: 0 }));
    await refused(400, 'Услуга не связана с этим товаром', order({ serviceIds: [7] }));
  });

  it('accepts delivery above the stock as a flagged request', async () => {
    const created = await ok<Order>(
      await post(
        '/api/orders',
        buyer.accessToken,
        order({
          deliveryType: 'delivery',
          warehouseId: null,
          deliveryAddress: 'Самара, ул. Заводская, 1',
          quantity: STOCK + 5,
        }),
      ),
      201,
    );
    expect(created.aboveStock).toBe(true);
  });
});

describe('the lifecycle, seen by each party and the admin', () => {
  it('seller accepts with terms, buyer confirms, seller readies, buyer receives: the stock drops', async () => {
    const created = await ok<Order>(
      await post('/api/orders', buyer.accessToken, order({ quantity: 3 })),
      201,
    );
    const incoming = await ok<{ orders: Order[] }>(
      await server.request('/api/orders?side=seller', { token: supplier.accessToken }),
    );
    expect(incoming.orders.map((o) => o.id)).toContain(created.id);
    const accepted = await ok<Order>(
      await post(`/api/orders/${created.id}/accept`, supplier.accessToken, {
        unitPrice: 97000,
        quantity: 3,
        deliveryDate: tomorrow(),
        terms: 'Предоплата 50%',
      }),
    );
    expect(accepted).toMatchObject({
      status: 'accepted',
      unitPrice: 97000,
      total: 291000,
      offer: { terms: 'Предоплата 50%' },
    });
    expect((await post(`/api/orders/${created.id}/confirm`, supplier.accessToken)).status).toBe(403);
    await ok(await post(`/api/orders/${created.id}/confirm`, buyer.accessToken));
    await ok(await post(`/api/orders/${created.id}/ship`, supplier.accessToken));
    const received = await ok<Order>(await post(`/api/orders/${created.id}/receive`, buyer.accessToken));
    expect(received.status).toBe('received');
    expect(received.history.map((step) => step.action)).toEqual([
      'Заявка отправлена',
      'Продавец предложил условия',
      'Покупатель подтвердил заказ',
      'Заказ готов к самовывозу',
      'Покупатель получил заказ',
    ]);
    const product = await json<{ Stocks: Array<{ quantity: number }> }>(
      await server.request(`/api/products/${productId}`),
    );
    expect(product.Stocks[0]!.quantity).toBe(STOCK - 3);
    // The admin sees it, with its whole history; another buyer does not.
    const other = await server.registerUser({ role: 'buyer' });
    expect((await server.request(`/api/orders/${created.id}`, { token: other.accessToken })).status).toBe(
      403,
    );
    const all = await ok<{ orders: Order[] }>(
      await server.request(`/api/admin/orders?search=${encodeURIComponent(created.number)}`, {
        token: admin.accessToken,
      }),
    );
    expect(all.orders.map((o) => o.id)).toEqual([created.id]);
    // Found by the part number as written, compacted or in part, by either party.
    for (const search of ['РБ 100.00.010-4/ОЗ', 'рб100000104оз', '100.00.010-4']) {
      const byPart = await ok<{ orders: Array<Order & { partNumber: string | null }> }>(
        await server.request(`/api/orders?side=buyer&search=${encodeURIComponent(search)}`, {
          token: buyer.accessToken,
        }),
      );
      expect([search, byPart.orders.map((o) => o.id)]).toEqual([
        search,
        expect.arrayContaining([created.id]),
      ]);
      expect(byPart.orders.find((o) => o.id === created.id)!.partNumber).toBe('РБ 100.00.010-4/ОЗ');
    }
    // Every word must match; the total and the pages count what matched, not what was read.
    const search = async (query: string) =>
      ok<{ orders: Order[]; total: number; totalPages: number }>(
        await server.request(`/api/orders?side=buyer&${query}`, { token: buyer.accessToken }),
      );
    const byNumber = `search=${encodeURIComponent(`${created.number} рб100000104оз`)}`;
    expect(await search(byNumber)).toMatchObject({ total: 1, orders: [{ id: created.id }] });
    expect(await search(`${byNumber}${encodeURIComponent(' нетаких')}`)).toMatchObject({
      total: 0,
      orders: [],
    });
    const everyOne = await search(`search=${encodeURIComponent('100.00.010-4')}&limit=100`);
    const firstPage = await search(`search=${encodeURIComponent('100.00.010-4')}&limit=1&page=1`);
    expect(firstPage.total).toBe(everyOne.total);
    expect(firstPage.totalPages).toBe(everyOne.total);
    expect(firstPage.orders.map((o) => o.id)).toEqual(everyOne.orders.slice(0, 1).map((o) => o.id));
    // Restore the stock for the next test.
    await ok(
      await server.request(`/api/products/${productId}/stock`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: { stocks: [{ warehouseId, quantity: STOCK }] },
      }),
    );
  });

  it('an admin suspends with a reason, the seller cannot answer, the admin cancels', async () => {
    const created = await ok<Order>(await post('/api/orders', buyer.accessToken, order()), 201);
    expect((await post(`/api/admin/orders/${created.id}/suspend`, admin.accessToken, {})).status).toBe(400);
    const suspended = await ok<Order>(
      await post(`/api/admin/orders/${created.id}/suspend`, admin.accessToken, {
        reason: 'Проверка продавца',
      }),
    );
    expect(suspended.suspended).toBe(true);
    const blocked = await post(`/api/orders/${created.id}/accept`, supplier.accessToken, {
      unitPrice: 1,
      quantity: 1,
      deliveryDate: tomorrow(),
    });
    expect(blocked.status).toBe(409);
    expect((await json<{ message: string }>(blocked)).message).toBe('Заявка приостановлена администратором');
    // The parties' step is not the moderator's (docs/openapi.yaml: owner only): 403, the order unchanged.
    const asParty = await post(`/api/orders/${created.id}/cancel`, admin.accessToken, { reason: 'Не туда' });
    expect(asParty.status).toBe(403);
    expect(
      (await ok<Order>(await server.request(`/api/orders/${created.id}`, { token: buyer.accessToken })))
        .status,
    ).toBe('requested');
    const cancelled = await ok<Order>(
      await post(`/api/admin/orders/${created.id}/cancel`, admin.accessToken, {
        reason: 'Продавец не подтвердил наличие',
      }),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({
      action: 'Заказ отменён',
      actorRole: 'admin',
      reason: 'Продавец не подтвердил наличие',
    });
  });

  it('filters by status and period, and pages', async () => {
    const mine = await ok<{ orders: Order[]; total: number }>(
      await server.request('/api/orders?status=requested&limit=2', { token: buyer.accessToken }),
    );
    expect(mine.orders.length).toBeLessThanOrEqual(2);
    expect(mine.orders.every((o) => o.status === 'requested')).toBe(true);
    expect(
      (
        await ok<{ total: number }>(
          await server.request('/api/orders?from=2000-01-01&to=2000-01-02', { token: buyer.accessToken }),
        )
      ).total,
    ).toBe(0);
    for (const query of ['?status=lost', '?limit=0', '?side=admin', '?from=вчера'])
      expect((await server.request(`/api/orders${query}`, { token: buyer.accessToken })).status, query).toBe(
        400,
      );
  });
});

describe('stock reservation under 50 concurrent confirmations', () => {
  it('never holds more than the warehouse has', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 50 }, () => server.registerUser({ role: 'buyer' })),
    );
    const orders: Array<{ id: number; token: string }> = [];
    for (const one of buyers) {
      const created = await ok<Order>(
        await post('/api/orders', one.accessToken, order({ quantity: 1 })),
        201,
      );
      await ok(
        await post(`/api/orders/${created.id}/accept`, supplier.accessToken, {
          unitPrice: 98000,
          quantity: 1,
          deliveryDate: tomorrow(),
        }),
      );
      orders.push({ id: created.id, token: one.accessToken });
    }
    const answers = await Promise.all(orders.map((o) => post(`/api/orders/${o.id}/confirm`, o.token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const confirmed = statuses.filter((status) => status === 200).length;
    expect(confirmed).toBeGreaterThan(0);
    expect(confirmed).toBeLessThanOrEqual(STOCK);
    // What the server holds agrees: the confirmed orders are exactly the 200s.
    let held = 0;
    for (const o of orders)
      if (
        (await json<Order>(await server.request(`/api/orders/${o.id}`, { token: o.token }))).status ===
        'confirmed'
      )
        held += 1;
    expect(held).toBe(confirmed);
    // A new pickup request sees only what is free.
    const free = STOCK - confirmed;
    const refused = await post('/api/orders', buyer.accessToken, order({ quantity: free + 1 }));
    expect(refused.status).toBe(400);
    // 50 registrations at production password cost: a generous bound, not a measure of speed.
  }, 180_000);
});

describe('a pickup of a product archived meanwhile', () => {
  it('the buyer receives it (200) and the pieces leave the stock, archived or not', async () => {
    const categories = await json<Array<{ id: number; parentId: number | null; is_name_filter: boolean }>>(
      await server.request('/api/categories'),
    );
    const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
    const archivedId = (
      await ok<{ id: number }>(
        await post('/api/products', supplier.accessToken, {
          name: 'Клин фрикционный 100.30.002-0',
          partNumber: '100.30.002-0',
          price: 4350.5,
          description: 'Новый',
          categoryId: leaf.id,
          quality: 'new',
        }),
        201,
      )
    ).id;
    await ok(
      await server.request(`/api/products/${archivedId}/stock`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: { stocks: [{ warehouseId, quantity: 5 }] },
      }),
    );
    await ok(await post(`/api/products/${archivedId}/submit`, supplier.accessToken));
    await ok(await post(`/api/admin/products/${archivedId}/publish`, admin.accessToken));
    const created = await ok<Order>(
      await post('/api/orders', buyer.accessToken, order({ productId: archivedId, quantity: 2 })),
      201,
    );
    await ok(
      await post(`/api/orders/${created.id}/accept`, supplier.accessToken, {
        unitPrice: 4350.5,
        quantity: 2,
        deliveryDate: tomorrow(),
        terms: null,
      }),
    );
    await ok(await post(`/api/orders/${created.id}/confirm`, buyer.accessToken));
    await ok(await post(`/api/orders/${created.id}/ship`, supplier.accessToken));
    // The seller takes the product off sale while the pieces wait at the pickup point.
    await ok(await post(`/api/products/${archivedId}/archive`, supplier.accessToken));

    const received = await ok<Order>(await post(`/api/orders/${created.id}/receive`, buyer.accessToken));
    expect(received.status).toBe('received');
    const changes = (await server.platform.events.readStream(`product-${archivedId}`)).filter(
      (event) => event.type === 'ProductStockChanged',
    );
    expect(changes.at(-1)!.data).toMatchObject({ stocks: [{ warehouseId, quantity: 3 }] });
  });
});
