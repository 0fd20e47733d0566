import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_LIMITS, CART_MESSAGES } from '../../backend/modules/cart/index.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

interface CartLine {
  productId: number;
  name: string;
  seller: { id: number; name: string | null };
  quantity: number;
  priceAtAdd: number;
  price: number | null;
  status: 'ok' | 'priceChanged' | 'unavailable';
  total: number;
}
interface Cart {
  lines: CartLine[];
  suppliers: Array<{ seller: { id: number }; lineCount: number; total: number; warnings: number }>;
  count: number;
  total: number;
  warnings: number;
  skipped?: Array<{ productId: number; message: string }>;
}
interface Checkout {
  id: number;
  finished: boolean;
  suppliers: Array<{
    seller: { id: number; name: string | null };
    orders: Array<{ productId: number; orderId: number; number: string; quantity: number }>;
    failures: Array<{ productId: number; name: string; message: string }>;
  }>;
}

let server: TestServer;
let admin: SignedIn;
let sellerA: SignedIn;
let sellerB: SignedIn;
let categoryId: number;

const send = (
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers?: Record<string, string>,
) =>
  server.request(path, {
    method,
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { json: body }),
    ...(headers ? { headers } : {}),
  });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const refused = async (response: Response, status: number, message: string) => {
  const body = (await response.json()) as { message: string };
  expect({ status: response.status, message: body.message }).toEqual({ status, message });
};

const details = (name: string, price: number) => ({
  name,
  price,
  description: 'Для корзины',
  categoryId,
  quality: 'new',
});

/** A published product of `seller` at `price`. */
async function published(seller: SignedIn, name: string, price: number): Promise<number> {
  const { id } = await ok<{ id: number }>(
    await send('POST', '/api/products', seller.accessToken, details(name, price)),
    201,
  );
  await ok(await send('POST', `/api/products/${id}/submit`, seller.accessToken, {}));
  await ok(await send('POST', `/api/admin/products/${id}/publish`, admin.accessToken, {}));
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, sellerA, sellerB] = await Promise.all([
    server.createAdmin(),
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'supplier' }),
  ]);
  const categories = (await (await server.request('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  categoryId = categories.find((c) => c.parentId !== null && !c.is_name_filter)!.id;
}, 120_000);
afterAll(() => server.stop());

describe('/api/cart: a buyer’s own basket', () => {
  it('adds offers of two suppliers, adds to a line again, sets, removes and empties; totals per supplier', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const frame = await published(sellerA, 'Рама боковая 100.00.010-4 корзина', 98_500);
    const beam = await published(sellerB, 'Балка надрессорная 100.00.002-3 корзина', 120_000);
    const empty = await ok<Cart>(await send('GET', '/api/cart', buyer.accessToken));
    expect(empty).toMatchObject({ lines: [], count: 0, total: 0 });

    await ok<Cart>(
      await send('POST', '/api/cart/lines', buyer.accessToken, { productId: frame, quantity: 2 }),
    );
    await ok<Cart>(await send('POST', '/api/cart/lines', buyer.accessToken, { productId: frame }));
    const both = await ok<Cart>(
      await send('POST', '/api/cart/lines', buyer.accessToken, { productId: beam, quantity: 1 }),
    );
    expect(both.count).toBe(2);
    expect(both.lines.map((line) => [line.productId, line.quantity, line.status])).toEqual([
      [frame, 3, 'ok'],
      [beam, 1, 'ok'],
    ]);
    expect(both.suppliers.map((s) => [s.seller.id, s.total])).toEqual([
      [sellerA.user.id, 295_500],
      [sellerB.user.id, 120_000],
    ]);
    expect(both.total).toBe(415_500);

    const set = await ok<Cart>(
      await send('PUT', `/api/cart/lines/${beam}`, buyer.accessToken, { quantity: 16 }),
    );
    expect(set.lines.find((line) => line.productId === beam)!.quantity).toBe(16);
    const removed = await ok<Cart>(await send('DELETE', `/api/cart/lines/${frame}`, buyer.accessToken));
    expect(removed.lines.map((line) => line.productId)).toEqual([beam]);
    await refused(
      await send('DELETE', `/api/cart/lines/${frame}`, buyer.accessToken),
      404,
      CART_MESSAGES.lineNotFound,
    );
    const emptied = await ok<Cart>(await send('DELETE', '/api/cart', buyer.accessToken));
    expect(emptied.count).toBe(0);
  });

  it('refuses bad input in Russian: a quantity below 1, an unknown product, a withdrawn one, one’s own, too many lines', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const frame = await published(sellerA, 'Рама боковая снятая', 90_000);
    await ok(await send('POST', `/api/products/${frame}/archive`, sellerA.accessToken, {}));
    await refused(
      await send('POST', '/api/cart/lines', buyer.accessToken, { productId: frame, quantity: 0 }),
      400,
      CART_MESSAGES.quantity,
    );
    await refused(
      await send('PUT', `/api/cart/lines/${frame}`, buyer.accessToken, { quantity: 1.5 }),
      400,
      CART_MESSAGES.quantity,
    );
    await refused(
      await send('POST', '/api/cart/lines', buyer.accessToken, { productId: 999_999 }),
      404,
      CART_MESSAGES.productNotFound,
    );
    await refused(
      await send('POST', '/api/cart/lines', buyer.accessToken, { productId: frame }),
      409,
      CART_MESSAGES.notPublished,
    );
    await refused(
      await send('POST', '/api/cart/lines', buyer.accessToken, { productId: 'рама' }),
      400,
      CART_MESSAGES.productId,
    );
    const tooMany = Array.from({ length: CART_LIMITS.lines + 1 }, (_, index) => ({
      productId: index + 1,
      quantity: 1,
    }));
    await refused(
      await send('POST', '/api/cart/merge', buyer.accessToken, { lines: tooMany }),
      400,
      CART_MESSAGES.lines,
    );
    expect((await ok<Cart>(await send('GET', '/api/cart', buyer.accessToken))).count).toBe(0);
  });

  it('is the buyer’s alone: a guest gets 401, suppliers and admins 403 in words', async () => {
    await refused(await send('GET', '/api/cart', null), 401, 'Необходимо войти в систему');
    await refused(await send('GET', '/api/cart', sellerA.accessToken), 403, CART_MESSAGES.buyersOnly);
    await refused(
      await send('POST', '/api/cart/lines', admin.accessToken, { productId: 1 }),
      403,
      CART_MESSAGES.buyersOnly,
    );
  });
});

describe('a guest’s basket', () => {
  it('is priced for the browser that keeps it, then merged at sign-in: the larger quantity wins, withdrawn lines are told back', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const coupler = await published(sellerA, 'Автосцепка СА-3 гостевая', 48_500);
    const wheel = await published(sellerB, 'Колёсная пара РУ1Ш-957-Г гостевая', 285_000);
    const gone = await published(sellerB, 'Клин фрикционный гостевой', 6_800);
    await ok(await send('POST', `/api/products/${gone}/archive`, sellerB.accessToken, {}));
    const guestLines = [
      { productId: coupler, quantity: 2, priceAtAdd: 48_500 },
      { productId: wheel, quantity: 4, priceAtAdd: 280_000 },
      { productId: gone, quantity: 1, priceAtAdd: 6_800 },
    ];
    const preview = await ok<Cart>(await send('POST', '/api/cart/preview', null, { lines: guestLines }));
    expect(preview.lines.map((line) => [line.productId, line.status])).toEqual([
      [coupler, 'ok'],
      [wheel, 'priceChanged'],
      [gone, 'unavailable'],
    ]);
    expect(preview.total).toBe(2 * 48_500 + 4 * 285_000);

    // Signed in, the buyer already had 5 couplers: 5 stays (not 7), the wheels join at the price the guest saw.
    await ok(await send('POST', '/api/cart/lines', buyer.accessToken, { productId: coupler, quantity: 5 }));
    const merged = await ok<Cart>(
      await send('POST', '/api/cart/merge', buyer.accessToken, { lines: guestLines }),
    );
    expect(merged.lines.map((line) => [line.productId, line.quantity, line.priceAtAdd, line.status])).toEqual(
      [
        [coupler, 5, 48_500, 'ok'],
        [wheel, 4, 280_000, 'priceChanged'],
      ],
    );
    expect(merged.skipped).toEqual([{ productId: gone, message: CART_MESSAGES.notPublished }]);
    // Merged twice (a retried sign-in), nothing changes.
    const again = await ok<Cart>(
      await send('POST', '/api/cart/merge', buyer.accessToken, { lines: guestLines }),
    );
    expect(again.lines.map((line) => line.quantity)).toEqual([5, 4]);
  });
});

describe('a line whose offer changed says so before checkout', () => {
  it('a new price and a withdrawn offer are told per line; accepting the price clears the warning', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const frame = await published(sellerA, 'Рама боковая цена', 98_500);
    const beam = await published(sellerB, 'Балка снимаемая', 120_000);
    await ok(await send('POST', '/api/cart/lines', buyer.accessToken, { productId: frame, quantity: 2 }));
    await ok(await send('POST', '/api/cart/lines', buyer.accessToken, { productId: beam, quantity: 1 }));
    // A price-only edit of a published product is live at once (ADR 0034).
    await ok(
      await send('PUT', `/api/products/${frame}`, sellerA.accessToken, details('Рама боковая цена', 101_000)),
    );
    await ok(await send('POST', `/api/products/${beam}/archive`, sellerB.accessToken, {}));
    const cart = await ok<Cart>(await send('GET', '/api/cart', buyer.accessToken));
    expect(
      cart.lines.map((line) => [line.productId, line.status, line.priceAtAdd, line.price, line.total]),
    ).toEqual([
      [frame, 'priceChanged', 98_500, 101_000, 202_000],
      [beam, 'unavailable', 120_000, null, 0],
    ]);
    expect(cart.warnings).toBe(2);
    const accepted = await ok<Cart>(
      await send('PUT', `/api/cart/lines/${frame}`, buyer.accessToken, { quantity: 2, acceptPrice: true }),
    );
    expect(accepted.lines[0]).toMatchObject({ status: 'ok', priceAtAdd: 101_000 });
  });
});

describe('checkout', () => {
  it('sends one order request per line, grouped per supplier; a retry with the same Idempotency-Key never duplicates; refused lines stay', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    const frame = await published(sellerA, 'Рама боковая к заказу', 98_500);
    const coupler = await published(sellerA, 'Автосцепка к заказу', 48_500);
    const wheel = await published(sellerB, 'Колёсная пара к заказу', 285_000);
    const gone = await published(sellerB, 'Клин к заказу', 6_800);
    for (const [productId, quantity] of [
      [frame, 40],
      [coupler, 2],
      [wheel, 16],
      [gone, 1],
    ] as const)
      await ok(await send('POST', '/api/cart/lines', buyer.accessToken, { productId, quantity }));
    await ok(await send('POST', `/api/products/${gone}/archive`, sellerB.accessToken, {}));

    await refused(
      await send('POST', '/api/cart/checkouts', buyer.accessToken, { deliveryAddress: '  ' }),
      400,
      CART_MESSAGES.addressRequired,
    );
    const key = { 'Idempotency-Key': 'checkout-1' };
    const body = { deliveryAddress: 'ст. Самара, ВРД Самара', comment: 'До 1 декабря' };
    const first = await send('POST', '/api/cart/checkouts', buyer.accessToken, body, key);
    const checkout = await ok<Checkout>(first, 201);
    expect(first.headers.get('location')).toBe(`/api/cart/checkouts/${checkout.id}`);
    expect(checkout.finished).toBe(true);
    const bySeller = new Map(checkout.suppliers.map((s) => [s.seller.id, s]));
    expect(bySeller.get(sellerA.user.id)!.orders.map((o) => [o.productId, o.quantity])).toEqual([
      [frame, 40],
      [coupler, 2],
    ]);
    expect(bySeller.get(sellerB.user.id)!.orders.map((o) => [o.productId, o.quantity])).toEqual([
      [wheel, 16],
    ]);
    expect(bySeller.get(sellerB.user.id)!.failures).toEqual([
      { productId: gone, name: 'Клин к заказу', message: 'Товар не найден' },
    ]);

    const retried = await ok<Checkout>(
      await send('POST', '/api/cart/checkouts', buyer.accessToken, body, key),
      201,
    );
    expect(retried).toEqual(checkout);
    const mine = await ok<{
      orders: Array<{ number: string; productName: string; deliveryAddress: string | null }>;
    }>(await send('GET', '/api/orders', buyer.accessToken));
    expect(mine.orders.map((o) => o.productName).sort()).toEqual([
      'Автосцепка к заказу',
      'Колёсная пара к заказу',
      'Рама боковая к заказу',
    ]);
    const sellerSide = await ok<{ orders: Array<{ productName: string }> }>(
      await send('GET', '/api/orders?side=seller', sellerB.accessToken),
    );
    expect(sellerSide.orders.map((o) => o.productName)).toContain('Колёсная пара к заказу');

    const left = await ok<Cart>(await send('GET', '/api/cart', buyer.accessToken));
    expect(left.lines.map((line) => [line.productId, line.status])).toEqual([[gone, 'unavailable']]);
    expect(
      await ok<Checkout>(await send('GET', `/api/cart/checkouts/${checkout.id}`, buyer.accessToken)),
    ).toEqual(checkout);
    const stranger = await server.registerUser({ role: 'buyer' });
    await refused(
      await send('GET', `/api/cart/checkouts/${checkout.id}`, stranger.accessToken),
      404,
      CART_MESSAGES.checkoutNotFound,
    );
  });

  it('refuses an empty basket', async () => {
    const buyer = await server.registerUser({ role: 'buyer' });
    await refused(
      await send('POST', '/api/cart/checkouts', buyer.accessToken, { deliveryAddress: 'Самара' }),
      400,
      CART_MESSAGES.empty,
    );
  });
});
