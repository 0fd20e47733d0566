import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SqliteEventStore, type EventStore } from '../../infra/event-store/index.ts';
import { QUOTE_REQUEST_MESSAGES } from '../../backend/modules/quote-requests/index.ts';
import { quoteRequestStream } from '../../backend/modules/quote-requests/published.ts';
import { randomLegalInn } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';

/**
 * An award of a request for quotes (ADR 0069, 0072): an answer past its «действительно до» is not
 * awarded, and an award whose orders were not all made gets them — from the process manager that
 * follows every award, and from the sweep at start when no process was running.
 */

let server: TestServer;
let buyer: SignedIn;
let supplier: SignedIn;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const day = (days: number) => marketplaceDayIn(days);

interface Order {
  id: number;
  status: string;
  sellerId: number;
  unitPrice: number;
  quantity: number;
  quoteRequest: { id: number; number: string } | null;
}

const ordersOf = async (requestId: number): Promise<Order[]> => {
  const response = await server.request('/api/orders', { token: buyer.accessToken });
  expect(response.status).toBe(200);
  const { orders } = (await response.json()) as { orders: Order[] };
  return orders.filter((order) => order.quoteRequest?.id === requestId);
};

/** A request as its events: sent to the supplier, answered with `validUntil`, closed; awarded when `orderIds` are given. */
async function writeRequest(
  events: EventStore,
  requestId: number,
  validUntil: string,
  orderIds?: [number, number],
) {
  const metadata = {
    userId: String(buyer.user.id),
    role: 'buyer',
    correlationId: randomUUID(),
    causationId: null,
    at: new Date().toISOString(),
  };
  const as = (type: string, data: unknown, role = 'buyer', userId = buyer.user.id) => ({
    id: randomUUID(),
    type,
    data,
    metadata: { ...metadata, role, userId: String(userId) },
  });
  const lines = [
    {
      lineId: 1,
      partId: null,
      designation: 'СА-3',
      name: 'Автосцепка',
      quantity: 2,
      unit: 'шт',
      condition: 'new',
    },
    {
      lineId: 2,
      partId: null,
      designation: 'РУ1-Ш',
      name: 'Колёсная пара',
      quantity: 4,
      unit: 'шт',
      condition: 'any',
    },
  ];
  const answer = [
    { lineId: 1, unitPrice: 52000, quantity: 2, condition: 'new', leadTimeDays: 7 },
    { lineId: 2, unitPrice: 310000, quantity: 4, condition: 'repaired', leadTimeDays: 14 },
  ];
  const number = `ЗП-${requestId}`;
  await events.append(
    quoteRequestStream(requestId),
    [
      as('QuoteRequestDrafted', {
        requestId,
        number,
        buyerId: buyer.user.id,
        lines,
        deliveryTo: 'ст. Входная',
        wantedBy: null,
        paymentTerms: null,
        deadline: inDays(3),
        comment: null,
        attachments: [],
        suppliers: [supplier.user.id],
      }),
      as('QuoteRequestSent', { requestId }),
      as(
        'QuoteAnswered',
        { requestId, supplierId: supplier.user.id, version: 1, lines: answer, validUntil, comment: null },
        'supplier',
        supplier.user.id,
      ),
      as('QuoteRequestClosed', { requestId }),
      ...(orderIds
        ? [
            as('QuoteRequestAwarded', {
              requestId,
              awards: answer.map((line, index) => ({
                ...line,
                supplierId: supplier.user.id,
                version: 1,
                orderId: orderIds[index]!,
              })),
            }),
          ]
        : []),
    ],
    'no_stream',
  );
  return number;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  [buyer, supplier] = await Promise.all([
    server.registerUser({ role: 'buyer' }),
    server.registerUser({ role: 'supplier', inn: randomLegalInn() }),
  ]);
}, 60_000);

afterAll(() => server.stop());

describe('an award of a request for quotes', () => {
  it('refuses an answer whose «действительно до» has passed (409, Russian), and awards one still valid', async () => {
    await writeRequest(server.platform.events, 910_001, day(-1));
    const refused = await server.request('/api/quote-requests/910001/award', {
      method: 'POST',
      token: buyer.accessToken,
      json: { supplierId: supplier.user.id },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      QUOTE_REQUEST_MESSAGES.awardExpired(1, day(-1)),
    );
    expect(await ordersOf(910_001)).toEqual([]);

    await writeRequest(server.platform.events, 910_002, day(0));
    const awarded = await server.request('/api/quote-requests/910002/award', {
      method: 'POST',
      token: buyer.accessToken,
      json: { supplierId: supplier.user.id },
    });
    expect(awarded.status, await awarded.clone().text()).toBe(200);
    expect(
      (await ordersOf(910_002)).map((order) => [order.status, order.unitPrice, order.quantity]).sort(),
    ).toEqual([
      ['accepted', 310000, 4],
      ['accepted', 52000, 2],
    ]);
  });

  it('an award recorded without its orders gets them from the process manager, once each, with the ids it names', async () => {
    const number = await writeRequest(server.platform.events, 910_003, day(10), [880_001, 880_002]);
    await vi.waitFor(
      async () =>
        expect((await ordersOf(910_003)).map((order) => order.id).sort()).toEqual([880_001, 880_002]),
      { timeout: 10_000 },
    );
    const orders = await ordersOf(910_003);
    expect(orders.map((order) => [order.id, order.status, order.sellerId, order.unitPrice])).toEqual(
      expect.arrayContaining([
        [880_001, 'accepted', supplier.user.id, 52000],
        [880_002, 'accepted', supplier.user.id, 310000],
      ]),
    );
    expect(orders[0]!.quoteRequest!.number).toBe(number);
    // Each order's stream began once: requested and accepted, nothing twice.
    for (const id of [880_001, 880_002])
      expect((await server.platform.events.readStream(`order-${id}`)).map((event) => event.type)).toEqual([
        'OrderRequested',
        'OrderAccepted',
      ]);
  });

  it('an award written while no process ran gets its orders from the sweep at start', async () => {
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    await writeRequest(events, 910_004, day(10), [880_003, 880_004]);
    await events.close();
    server = await startTestServer({ seedDemo: false, dataDir });
    await vi.waitFor(
      async () =>
        expect((await ordersOf(910_004)).map((order) => order.id).sort()).toEqual([880_003, 880_004]),
      { timeout: 10_000 },
    );
    for (const id of [880_003, 880_004])
      expect((await server.platform.events.readStream(`order-${id}`)).map((event) => event.type)).toEqual([
        'OrderRequested',
        'OrderAccepted',
      ]);
  }, 60_000);
});
