import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';

/**
 * Issue 30 (ADR 0060): a delivery is shipped with its carrier and waybill, which the buyer sees; a
 * shipped order is no longer the seller's to cancel; the buyer disputes it, the seller answers, an
 * admin decides; every step is an event with who, when and why, shown and notified to the others.
 */

interface Order {
  id: number;
  status: string;
  statusLabel: string;
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  dispute: {
    status: string;
    statusLabel: string;
    cause: string;
    causeLabel: string;
    details: string | null;
    answer: string | null;
    resolution: string | null;
  } | null;
  history: Array<{ action: string; actorRole: string | null; reason: string | null; details: string | null }>;
}

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let productId: number;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const post = (path: string, token: string, body: unknown = {}) =>
  server.request(path, { method: 'POST', token, json: body });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const refused = async (response: Response, status: number, message: string) => {
  expect(response.status).toBe(status);
  expect((await json<{ message: string }>(response)).message).toBe(message);
};
const notices = async (user: SignedIn) =>
  (
    await json<{ notifications: Array<{ title: string; text: string }> }>(
      await server.request('/api/notifications', { token: user.accessToken }),
    )
  ).notifications;

/** A delivery order the seller accepted and the buyer confirmed. */
async function confirmedOrder(): Promise<number> {
  const order = await ok<Order>(
    await post('/api/orders', buyer.accessToken, {
      productId,
      quantity: 2,
      deliveryType: 'delivery',
      deliveryAddress: 'Самара, ул. Заводская, 1',
    }),
    201,
  );
  const tomorrow = marketplaceDayIn(1);
  await ok(
    await post(`/api/orders/${order.id}/accept`, supplier.accessToken, {
      unitPrice: 97000,
      quantity: 2,
      deliveryDate: tomorrow,
    }),
  );
  await ok(await post(`/api/orders/${order.id}/confirm`, buyer.accessToken));
  return order.id;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
  const categoryId = (
    await ok<{ id: number }>(
      await post('/api/admin/categories', admin.accessToken, { name: 'Боковые рамы' }),
      201,
    )
  ).id;
  productId = (
    await ok<{ id: number }>(
      await post('/api/products', supplier.accessToken, {
        name: 'Рама боковая 100.00.010-4',
        price: 98500,
        categoryId,
        quality: 'new',
      }),
      201,
    )
  ).id;
  await ok(await post(`/api/products/${productId}/submit`, supplier.accessToken));
  await ok(await post(`/api/admin/products/${productId}/publish`, admin.accessToken));
}, 60_000);
afterAll(() => server.stop());

describe('shipping', () => {
  it('a delivery ships with its carrier and waybill number, which the buyer sees in the order and its timeline', async () => {
    const orderId = await confirmedOrder();
    await refused(
      await post(`/api/orders/${orderId}/ship`, supplier.accessToken),
      400,
      'Укажите перевозчика',
    );
    await refused(
      await post(`/api/orders/${orderId}/ship`, supplier.accessToken, { carrier: 'ПЭК' }),
      400,
      'Укажите номер накладной (ТТН) или трек-номер',
    );
    const shipped = await ok<Order>(
      await post(`/api/orders/${orderId}/ship`, supplier.accessToken, {
        carrier: 'ПЭК',
        trackingNumber: 'ТТН 0451-22',
      }),
    );
    expect(shipped).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'ПЭК', trackingNumber: 'ТТН 0451-22' },
    });

    const seen = await ok<Order>(
      await server.request(`/api/orders/${orderId}`, { token: buyer.accessToken }),
    );
    expect(seen.shipment).toMatchObject({ carrier: 'ПЭК', trackingNumber: 'ТТН 0451-22' });
    expect(seen.history.at(-1)).toMatchObject({
      action: 'Заказ отгружен',
      actorRole: 'supplier',
      details: 'ПЭК, накладная № ТТН 0451-22',
    });
    await expect
      .poll(async () => (await notices(buyer)).find((n) => n.title === 'Заказ отгружен')?.text)
      .toMatch(/ПЭК, накладная № ТТН 0451-22/);

    // On its way: not the seller's to cancel any more, an admin's still.
    await refused(
      await post(`/api/orders/${orderId}/cancel`, supplier.accessToken, { reason: 'Передумали' }),
      409,
      'Отгруженный заказ нельзя отменить: покупатель может открыть спор, вернуть заказ может администратор',
    );
    const cancelled = await ok<Order>(
      await post(`/api/admin/orders/${orderId}/cancel`, admin.accessToken, {
        reason: 'Груз утерян перевозчиком',
      }),
    );
    expect(cancelled.status).toBe('cancelled');
  });
});

describe('disputes', () => {
  it('the buyer opens a dispute, the seller answers, an admin accepts the return: each side sees and hears of each step', async () => {
    const orderId = await confirmedOrder();
    await refused(
      await post(`/api/orders/${orderId}/dispute`, buyer.accessToken, { cause: 'wrongPart' }),
      409,
      'Спор можно открыть только по отгруженному или полученному заказу',
    );
    await ok(
      await post(`/api/orders/${orderId}/ship`, supplier.accessToken, {
        carrier: 'Деловые Линии',
        trackingNumber: '24-00123456789',
      }),
    );

    await refused(
      await post(`/api/orders/${orderId}/dispute`, supplier.accessToken, { cause: 'wrongPart' }),
      403,
      'Это действие доступно только покупателю',
    );
    await refused(
      await post(`/api/orders/${orderId}/dispute`, buyer.accessToken, { cause: 'lost' }),
      400,
      'Выберите причину спора: не получен, не та деталь, брак, неполная комплектация или другое',
    );
    await refused(
      await post(`/api/orders/${orderId}/dispute`, buyer.accessToken, { cause: 'other' }),
      400,
      'Укажите причину',
    );
    const opened = await ok<Order>(
      await post(`/api/orders/${orderId}/dispute`, buyer.accessToken, {
        cause: 'wrongPart',
        details: 'Пришла рама 9788-01 вместо 100.00.010-4',
      }),
    );
    expect(opened.dispute).toMatchObject({
      status: 'open',
      statusLabel: 'Спор открыт',
      cause: 'wrongPart',
      causeLabel: 'Прислали не ту деталь',
      details: 'Пришла рама 9788-01 вместо 100.00.010-4',
    });
    await refused(
      await post(`/api/orders/${orderId}/dispute`, buyer.accessToken, { cause: 'defect' }),
      409,
      'По заказу уже открыт спор',
    );
    await expect
      .poll(async () => (await notices(supplier)).map((n) => n.title))
      .toContain('Покупатель открыл спор по заказу');

    // The admin finds the orders waiting for a decision.
    const waiting = await ok<{ orders: Order[] }>(
      await server.request('/api/admin/orders?dispute=open', { token: admin.accessToken }),
    );
    expect(waiting.orders.map((o) => o.id)).toEqual([orderId]);

    await refused(
      await post(`/api/orders/${orderId}/dispute/answer`, buyer.accessToken, { answer: 'x' }),
      403,
      'Это действие доступно только продавцу товара',
    );
    const answered = await ok<Order>(
      await post(`/api/orders/${orderId}/dispute/answer`, supplier.accessToken, {
        answer: 'Ошибка комплектовщика, заберём за свой счёт',
      }),
    );
    expect(answered.dispute).toMatchObject({
      status: 'answered',
      answer: 'Ошибка комплектовщика, заберём за свой счёт',
    });
    await expect
      .poll(async () => (await notices(buyer)).map((n) => n.title))
      .toContain('Продавец ответил по спору');

    await refused(
      await post(`/api/admin/orders/${orderId}/dispute/resolve`, admin.accessToken, {
        decision: 'returnAccepted',
      }),
      400,
      'Укажите причину',
    );
    await refused(
      await post(`/api/admin/orders/${orderId}/dispute/resolve`, supplier.accessToken, {
        decision: 'returnAccepted',
        reason: 'x',
      }),
      403,
      'У вас нет прав для выполнения этого действия',
    );
    const returned = await ok<Order>(
      await post(`/api/admin/orders/${orderId}/dispute/resolve`, admin.accessToken, {
        decision: 'returnAccepted',
        reason: 'Продавец признал ошибку',
      }),
    );
    expect(returned).toMatchObject({
      status: 'returned',
      statusLabel: 'Возвращён',
      dispute: {
        status: 'returnAccepted',
        statusLabel: 'Возврат принят',
        resolution: 'Продавец признал ошибку',
      },
    });
    expect(
      returned.history.slice(-3).map(({ action, actorRole, reason }) => ({ action, actorRole, reason })),
    ).toEqual([
      {
        action: 'Покупатель открыл спор: Прислали не ту деталь',
        actorRole: 'buyer',
        reason: 'Пришла рама 9788-01 вместо 100.00.010-4',
      },
      {
        action: 'Продавец ответил по спору',
        actorRole: 'supplier',
        reason: 'Ошибка комплектовщика, заберём за свой счёт',
      },
      { action: 'Администратор принял возврат', actorRole: 'admin', reason: 'Продавец признал ошибку' },
    ]);
    for (const party of [buyer, supplier]) {
      await expect
        .poll(async () => (await notices(party)).find((n) => n.title === 'Спор решён: возврат принят')?.text)
        .toMatch(/Продавец признал ошибку/);
    }
    // Returned is final; the admins' list of open disputes no longer has it.
    await refused(
      await post(`/api/orders/${orderId}/receive`, buyer.accessToken),
      409,
      'Заявка уже завершена',
    );
    expect(
      (
        await ok<{ orders: Order[] }>(
          await server.request('/api/admin/orders?dispute=open', { token: admin.accessToken }),
        )
      ).orders,
    ).toEqual([]);
  });

  it('a rejected dispute lets the order go on: received and closed, never disputed again', async () => {
    const orderId = await confirmedOrder();
    await ok(
      await post(`/api/orders/${orderId}/ship`, supplier.accessToken, {
        carrier: 'РЖД Логистика',
        trackingNumber: 'ЭЯ 123456',
      }),
    );
    await ok(await post(`/api/orders/${orderId}/receive`, buyer.accessToken));
    await ok(
      await post(`/api/orders/${orderId}/dispute`, buyer.accessToken, {
        cause: 'defect',
        details: 'Трещина в зоне буксового проёма',
      }),
    );
    await refused(
      await post(`/api/orders/${orderId}/close`, supplier.accessToken),
      409,
      'По заказу открыт спор: закрыть заказ можно после решения администратора',
    );
    const rejected = await ok<Order>(
      await post(`/api/admin/orders/${orderId}/dispute/resolve`, admin.accessToken, {
        decision: 'rejected',
        reason: 'Дефект возник при разгрузке у покупателя',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'received',
      dispute: { status: 'rejected', statusLabel: 'Спор отклонён' },
    });
    await refused(
      await post(`/api/orders/${orderId}/dispute`, buyer.accessToken, { cause: 'defect' }),
      409,
      'Спор по заказу уже решён',
    );
    expect((await ok<Order>(await post(`/api/orders/${orderId}/close`, buyer.accessToken))).status).toBe(
      'closed',
    );
  });
});
