import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quoteRequestStream } from '../../backend/modules/quote-requests/published.ts';
import { QUOTE_REQUEST_MESSAGES } from '../../backend/modules/quote-requests/index.ts';
import { randomCompany, randomLegalInn } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';

/** Requests for quotes (ADR 0069): one buyer, many suppliers, sealed answers, a comparison, an award that makes orders. */

let server: TestServer;
let admin: SignedIn;
let buyer: SignedIn;
let ural: SignedIn;
let trans: SignedIn;
let quiet: SignedIn;
let stranger: SignedIn;
let partId: number;
let uralOffer: number;
let transOffer: number;

const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const send = (
  path: string,
  token: string,
  json: unknown = {},
  method = 'POST',
  headers: Record<string, string> = {},
) => server.request(path, { method, token, json, headers });
const read = (path: string, token: string) => server.request(path, { token });
const refused = async (response: Response, status: number, message: string) => {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(((await response.json()) as { message: string }).message).toBe(message);
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const day = (days: number) => marketplaceDayIn(days);

interface Detail {
  id: number;
  number: string;
  status: string;
  viewer: string;
  suppliers: Array<{ id: number; name: string | null; status: string; answers: unknown[] }> | null;
  me: { status: string; answers: Array<{ version: number }> } | null;
  comparison: {
    suppliers: Array<{ id: number; amount: number; linesQuoted: number }>;
    lines: Array<{
      lineId: number;
      cells: Array<{ supplierId: number; unitPrice: number; bestPrice: boolean; fastest: boolean }>;
    }>;
  } | null;
  awards: Array<{ lineId: number; supplierId: number; orderId: number }>;
  history: Array<{ action: string; supplierId: number | null }>;
}

async function offer(seller: SignedIn, name: string, price: number): Promise<number> {
  const warehouse = await ok<{ id: number }>(
    await send('/api/warehouses', seller.accessToken, {
      name: 'Склад',
      city: 'Омск',
      address: 'ул. Станционная, 1',
    }),
    201,
  );
  const categoryId = (await ok<Array<{ id: number }>>(await server.request('/api/categories')))[0]!.id;
  const { id } = await ok<{ id: number }>(
    await send('/api/products', seller.accessToken, {
      name,
      price,
      categoryId,
      quality: 'new',
      description: '',
    }),
    201,
  );
  await ok(
    await send(
      `/api/products/${id}/stock`,
      seller.accessToken,
      { stocks: [{ warehouseId: warehouse.id, quantity: 50 }] },
      'PUT',
    ),
  );
  await ok(await send(`/api/products/${id}/submit`, seller.accessToken));
  await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken));
  await ok(await send(`/api/products/${id}/part`, seller.accessToken, { partId }, 'PUT'));
  return id;
}

const notices = async (user: SignedIn) =>
  (
    await ok<{ notifications: Array<{ title: string; text: string; link: string }> }>(
      await read('/api/notifications?limit=100', user.accessToken),
    )
  ).notifications;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  [buyer, ural, trans, quiet, stranger] = await Promise.all([
    server.registerUser({ role: 'buyer' }),
    server.registerUser({ role: 'supplier', inn: randomLegalInn() }),
    server.registerUser({ role: 'supplier', inn: randomLegalInn() }),
    server.registerUser({ role: 'supplier', inn: randomLegalInn() }),
    server.registerUser({ role: 'supplier', inn: randomLegalInn() }),
  ]);
  await ok(await send('/api/companies', ural.accessToken, randomCompany('АО «УралЛитьё»')), 201);
  await ok(await send('/api/companies', trans.accessToken, randomCompany('ООО «ТрансКолесо»')), 201);
  const categoryId = (
    await ok<{ id: number }>(await send('/api/admin/categories', admin.accessToken, { name: 'Тележки' }), 201)
  ).id;
  partId = (
    await ok<{ id: number }>(
      await send('/api/admin/parts', admin.accessToken, {
        designation: '100.00.010-4',
        name: 'Рама боковая',
        categoryId,
      }),
      201,
    )
  ).id;
  uralOffer = await offer(ural, 'Рама боковая 100.00.010-4', 190000);
  transOffer = await offer(trans, 'Рама боковая литая', 185000);
}, 120_000);

afterAll(() => server.stop());

const lines = () => [
  { partId, quantity: 40, unit: 'шт', condition: 'new' },
  { designation: 'РУ1-Ш-957-Г', name: 'Колёсная пара', quantity: 16, unit: 'шт', condition: 'any' },
];
const body = (over: Record<string, unknown> = {}) => ({
  lines: lines(),
  deliveryTo: 'ст. Входная, Западно-Сибирская ж. д.',
  wantedBy: day(30),
  paymentTerms: 'Отсрочка 30 дней',
  deadline: inDays(5),
  comment: 'Рамы с паспортами',
  offerIds: [uralOffer, transOffer],
  supplierIds: [quiet.user.id],
  ...over,
});

/**
 * Every id that names a party in an answer: `supplierId`/`sellerId`/`userId`/`buyerId` values and the
 * `id` of any object under a key that holds people or companies (a request's own id is not one).
 */
const PARTY_KEYS = new Set([
  'supplier',
  'suppliers',
  'seller',
  'buyer',
  'actor',
  'by',
  'company',
  'invited',
  'winner',
]);
function partyIds(value: unknown, underParty = false, found: number[] = []): number[] {
  if (Array.isArray(value)) {
    for (const item of value) partyIds(item, underParty, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (/^(supplier|seller|user|buyer)Ids?$/.test(key))
        found.push(...[inner].flat().filter((id): id is number => typeof id === 'number'));
      else if (key === 'id' && underParty && typeof inner === 'number') found.push(inner);
      else partyIds(inner, PARTY_KEYS.has(key), found);
    }
  }
  return found;
}

describe('requests for quotes', () => {
  let request: Detail;

  it('refuses bad requests with Russian messages, writing nothing', async () => {
    await refused(
      await send('/api/quote-requests', buyer.accessToken, body({ lines: [] })),
      400,
      QUOTE_REQUEST_MESSAGES.noLines,
    );
    await refused(
      await send('/api/quote-requests', buyer.accessToken, body({ lines: [{ partId, quantity: 0 }] })),
      400,
      QUOTE_REQUEST_MESSAGES.quantity,
    );
    await refused(
      await send('/api/quote-requests', buyer.accessToken, body({ deadline: inDays(-1) })),
      400,
      QUOTE_REQUEST_MESSAGES.deadlinePast,
    );
    await refused(
      await send(
        '/api/quote-requests',
        buyer.accessToken,
        body({ supplierIds: [quiet.user.id, quiet.user.id] }),
      ),
      400,
      QUOTE_REQUEST_MESSAGES.supplierTwice,
    );
    await refused(
      await send(
        '/api/quote-requests',
        buyer.accessToken,
        body({ lines: [{ partId: 999_999, quantity: 1 }] }),
      ),
      400,
      QUOTE_REQUEST_MESSAGES.partNotFound,
    );
    // Too many lines or suppliers is refused before any of them is looked up (not «part not found»).
    const many = Array.from({ length: 101 }, () => ({ partId: 999_999, quantity: 1 }));
    await refused(
      await send('/api/quote-requests', buyer.accessToken, body({ lines: many })),
      400,
      QUOTE_REQUEST_MESSAGES.tooManyLines,
    );
    const strangers = Array.from({ length: 201 }, (_, index) => 900_000 + index);
    await refused(
      await send('/api/quote-requests', buyer.accessToken, body({ supplierIds: strangers })),
      400,
      QUOTE_REQUEST_MESSAGES.tooManySuppliers,
    );
    await refused(
      await send('/api/quote-requests', buyer.accessToken, body({ supplierIds: [admin.user.id] })),
      400,
      QUOTE_REQUEST_MESSAGES.supplierUnknown,
    );
    await refused(
      await send('/api/quote-requests', admin.accessToken, body()),
      403,
      QUOTE_REQUEST_MESSAGES.adminsDoNotBuy,
    );
    expect((await server.request('/api/quote-requests', { method: 'POST', json: body() })).status).toBe(401);
  });

  it('a buyer sends a 2-line request to the suppliers of the offers selected and one named; a retry with its key makes no second', async () => {
    const key = randomUUID();
    const sent = body();
    request = await ok<Detail>(
      await send('/api/quote-requests', buyer.accessToken, sent, 'POST', { 'Idempotency-Key': key }),
      201,
    );
    expect(request).toMatchObject({ status: 'sent', viewer: 'buyer' });
    expect(request.suppliers!.map((s) => s.id).sort()).toEqual(
      [ural.user.id, trans.user.id, quiet.user.id].sort(),
    );
    const again = await send('/api/quote-requests', buyer.accessToken, sent, 'POST', {
      'Idempotency-Key': key,
    });
    expect([200, 201]).toContain(again.status);
    expect(((await again.json()) as { id: number }).id).toBe(request.id);
    const mine = await ok<{ quoteRequests: Array<{ id: number; status: string }> }>(
      await read('/api/quote-requests', buyer.accessToken),
    );
    expect(mine.quoteRequests.filter((r) => r.id === request.id)).toHaveLength(1);
  });

  it('each asked supplier is notified and sees the invitation; a supplier not asked neither sees nor answers it', async () => {
    for (const supplier of [ural, trans, quiet])
      await vi.waitFor(
        async () =>
          expect((await notices(supplier)).map((n) => n.title)).toContain('Новый запрос предложений'),
        { timeout: 10_000 },
      );
    const invitations = await ok<{
      quoteRequests: Array<{ id: number; myStatus: string; supplierCount: number | null }>;
    }>(await read('/api/quote-requests', ural.accessToken));
    expect(invitations.quoteRequests).toEqual([
      expect.objectContaining({ id: request.id, myStatus: 'invited', supplierCount: null }),
    ]);
    expect(
      (await ok<{ quoteRequests: unknown[] }>(await read('/api/quote-requests', stranger.accessToken)))
        .quoteRequests,
    ).toEqual([]);
    await refused(
      await read(`/api/quote-requests/${request.id}`, stranger.accessToken),
      403,
      QUOTE_REQUEST_MESSAGES.notParty,
    );
    await refused(
      await send(`/api/quote-requests/${request.id}/answers`, stranger.accessToken, {
        lines: [{ lineId: 1, unitPrice: 1, quantity: 1, condition: 'new', leadTimeDays: 1 }],
        validUntil: day(10),
      }),
      403,
      QUOTE_REQUEST_MESSAGES.notAsked,
    );
    await refused(
      await read('/api/quote-requests/999999', ural.accessToken),
      404,
      QUOTE_REQUEST_MESSAGES.notFound,
    );
  });

  it('every step checks who acts on this request: the buyer its own, an asked supplier its own, nobody else', async () => {
    const path = (step: string) => `/api/quote-requests/${request.id}/${step}`;
    const answer = {
      lines: [{ lineId: 1, unitPrice: 1, quantity: 1, condition: 'new', leadTimeDays: 1 }],
      validUntil: day(20),
    };
    for (const step of ['close', 'extend', 'cancel', 'award', 'send'])
      await refused(
        await send(path(step), ural.accessToken, {
          deadline: inDays(9),
          reason: 'x',
          supplierId: ural.user.id,
        }),
        403,
        QUOTE_REQUEST_MESSAGES.buyerOnly,
      );
    for (const step of ['answers', 'decline'])
      await refused(
        await send(path(step), buyer.accessToken, { ...answer, reason: 'x' }),
        403,
        QUOTE_REQUEST_MESSAGES.notAsked,
      );
    for (const step of ['close', 'extend', 'cancel', 'award', 'send'])
      await refused(
        await send(path(step), stranger.accessToken, {
          deadline: inDays(9),
          reason: 'x',
          supplierId: ural.user.id,
        }),
        403,
        QUOTE_REQUEST_MESSAGES.notParty,
      );
    for (const step of ['answers', 'decline'])
      await refused(
        await send(path(step), stranger.accessToken, { ...answer, reason: 'x' }),
        403,
        QUOTE_REQUEST_MESSAGES.notAsked,
      );
    expect((await read(`${path('comparison.xlsx')}`, stranger.accessToken)).status).toBe(403);
    expect(
      (await send(`/api/admin/quote-requests/${request.id}/suspend`, buyer.accessToken, { reason: 'x' }))
        .status,
    ).toBe(403);
    // A draft is nobody's invitation yet.
    const draft = await ok<Detail>(
      await send('/api/quote-requests', buyer.accessToken, body({ draft: true })),
      201,
    );
    expect(draft.status).toBe('draft');
    await refused(
      await read(`/api/quote-requests/${draft.id}`, ural.accessToken),
      403,
      QUOTE_REQUEST_MESSAGES.notParty,
    );
    expect(
      (
        await ok<{ quoteRequests: Array<{ id: number }> }>(
          await read('/api/quote-requests', ural.accessToken),
        )
      ).quoteRequests.map((r) => r.id),
    ).not.toContain(draft.id);
    expect(
      (await ok<Detail>(await send(`/api/quote-requests/${draft.id}/send`, buyer.accessToken))).status,
    ).toBe('sent');
    await ok(
      await send(`/api/quote-requests/${draft.id}/cancel`, buyer.accessToken, {
        reason: 'Черновик для проверки',
      }),
    );
  });

  it('suppliers answer per line and revise; a line the request has not is refused; each sees its own answers only', async () => {
    const answer = (lineId: number, unitPrice: number, leadTimeDays: number, condition = 'new') => ({
      lineId,
      unitPrice,
      quantity: lineId === 1 ? 40 : 16,
      condition,
      leadTimeDays,
    });
    await refused(
      await send(`/api/quote-requests/${request.id}/answers`, ural.accessToken, {
        lines: [answer(3, 100, 5)],
        validUntil: day(20),
      }),
      400,
      QUOTE_REQUEST_MESSAGES.lineUnknown(3),
    );
    await refused(
      await send(`/api/quote-requests/${request.id}/answers`, ural.accessToken, {
        lines: [answer(1, 100, 5, 'repaired')],
        validUntil: day(20),
      }),
      400,
      QUOTE_REQUEST_MESSAGES.newOnly(1),
    );
    await ok(
      await send(`/api/quote-requests/${request.id}/answers`, ural.accessToken, {
        lines: [answer(1, 188000, 20), answer(2, 320000, 15, 'repaired')],
        validUntil: day(20),
      }),
    );
    const revised = await ok<Detail>(
      await send(`/api/quote-requests/${request.id}/answers`, ural.accessToken, {
        lines: [answer(1, 186000, 20), answer(2, 318000, 15, 'repaired')],
        validUntil: day(20),
        comment: 'Цена снижена',
      }),
    );
    expect(revised.me!.answers.map((a) => a.version)).toEqual([1, 2]);
    await ok(
      await send(`/api/quote-requests/${request.id}/answers`, trans.accessToken, {
        lines: [answer(1, 189000, 10), answer(2, 299000, 30)],
        validUntil: day(20),
      }),
    );
    await refused(
      await send(`/api/quote-requests/${request.id}/decline`, quiet.accessToken, {}),
      400,
      QUOTE_REQUEST_MESSAGES.reason,
    );
    await ok(
      await send(`/api/quote-requests/${request.id}/decline`, quiet.accessToken, {
        reason: 'Нет рам в наличии',
      }),
    );

    // Sealed: nothing of another supplier in any answer a supplier gets.
    for (const [me, others] of [
      [ural, [trans, quiet]],
      [trans, [ural, quiet]],
    ] as const) {
      const seen = await ok<Detail>(await read(`/api/quote-requests/${request.id}`, me.accessToken));
      expect(seen).toMatchObject({ viewer: 'supplier', suppliers: null, comparison: null });
      const text = JSON.stringify(seen);
      for (const other of others) expect(partyIds(seen)).not.toContain(other.user.id);
      expect(text).not.toContain('ТрансКолесо');
      expect(text).not.toContain('Нет рам в наличии');
      if (me === trans) expect(text).not.toContain('186000');
      const list = await ok(await read('/api/quote-requests', me.accessToken));
      for (const other of others) expect(partyIds(list)).not.toContain(other.user.id);
      expect(JSON.stringify(list)).not.toContain('ТрансКолесо');
    }
    expect((await read(`/api/quote-requests/${request.id}/comparison.xlsx`, ural.accessToken)).status).toBe(
      403,
    );
    await vi.waitFor(
      async () =>
        expect((await notices(buyer)).map((n) => n.title)).toEqual(
          expect.arrayContaining(['Получено предложение', 'Поставщик отказался от участия']),
        ),
      { timeout: 10_000 },
    );
  });

  it('the buyer compares: best price and fastest marked per line, totals per supplier, an XLSX export', async () => {
    const detail = await ok<Detail>(await read(`/api/quote-requests/${request.id}`, buyer.accessToken));
    expect(detail.status).toBe('answered');
    const line1 = detail.comparison!.lines.find((line) => line.lineId === 1)!;
    expect(line1.cells.find((cell) => cell.supplierId === ural.user.id)).toMatchObject({
      unitPrice: 186000,
      bestPrice: true,
      fastest: false,
    });
    expect(line1.cells.find((cell) => cell.supplierId === trans.user.id)).toMatchObject({
      unitPrice: 189000,
      bestPrice: false,
      fastest: true,
    });
    expect(detail.comparison!.suppliers.find((s) => s.id === ural.user.id)).toMatchObject({
      amount: 186000 * 40 + 318000 * 16,
      linesQuoted: 2,
    });
    const xlsx = await read(`/api/quote-requests/${request.id}/comparison.xlsx`, buyer.accessToken);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('awards only after the close; per line to two suppliers; the orders continue agreed; the others are told politely', async () => {
    await refused(
      await send(`/api/quote-requests/${request.id}/award`, buyer.accessToken, { supplierId: ural.user.id }),
      409,
      QUOTE_REQUEST_MESSAGES.notClosed,
    );
    await refused(
      await send(`/api/quote-requests/${request.id}/close`, ural.accessToken),
      403,
      QUOTE_REQUEST_MESSAGES.buyerOnly,
    );
    expect(
      (await ok<Detail>(await send(`/api/quote-requests/${request.id}/close`, buyer.accessToken))).status,
    ).toBe('closed');
    await refused(
      await send(`/api/quote-requests/${request.id}/answers`, trans.accessToken, {
        lines: [{ lineId: 1, unitPrice: 1, quantity: 40, condition: 'new', leadTimeDays: 1 }],
        validUntil: day(20),
      }),
      409,
      QUOTE_REQUEST_MESSAGES.closed,
    );
    await refused(
      await send(`/api/quote-requests/${request.id}/award`, buyer.accessToken, {
        lines: [{ lineId: 1, supplierId: quiet.user.id }],
      }),
      400,
      QUOTE_REQUEST_MESSAGES.awardNoAnswer(1),
    );
    const awarded = await ok<Detail>(
      await send(`/api/quote-requests/${request.id}/award`, buyer.accessToken, {
        lines: [
          { lineId: 1, supplierId: ural.user.id },
          { lineId: 2, supplierId: trans.user.id },
        ],
      }),
    );
    expect(awarded.status).toBe('awarded');
    expect(awarded.awards.map((a) => [a.lineId, a.supplierId])).toEqual([
      [1, ural.user.id],
      [2, trans.user.id],
    ]);
    await refused(
      await send(`/api/quote-requests/${request.id}/award`, buyer.accessToken, { supplierId: ural.user.id }),
      409,
      QUOTE_REQUEST_MESSAGES.finished,
    );

    const orders = await ok<{
      orders: Array<{
        id: number;
        status: string;
        sellerId: number;
        unitPrice: number;
        quantity: number;
        productId: number | null;
        quoteRequest: { number: string } | null;
      }>;
    }>(await read('/api/orders', buyer.accessToken));
    expect(orders.orders.map((o) => [o.sellerId, o.status, o.unitPrice, o.quantity]).sort()).toEqual(
      [
        [ural.user.id, 'accepted', 186000, 40],
        [trans.user.id, 'accepted', 299000, 16],
      ].sort(),
    );
    // The part line names the seller's offer of the part; the free-text line names no product.
    expect(orders.orders.find((o) => o.sellerId === ural.user.id)).toMatchObject({
      productId: uralOffer,
      quoteRequest: { number: request.number },
    });
    expect(orders.orders.find((o) => o.sellerId === trans.user.id)!.productId).toBeNull();
    const received = await ok<{ orders: Array<{ id: number }> }>(
      await read('/api/orders?side=seller', ural.accessToken),
    );
    expect(received.orders).toHaveLength(1);
    // The lifecycle continues: the buyer confirms the agreed order.
    const confirmed = await ok<{ status: string }>(
      await send(`/api/orders/${received.orders[0]!.id}/confirm`, buyer.accessToken),
    );
    expect(confirmed.status).toBe('confirmed');

    const uralSees = await ok<Detail>(await read(`/api/quote-requests/${request.id}`, ural.accessToken));
    expect(uralSees.awards.map((a) => a.supplierId)).toEqual([ural.user.id]);
    expect(uralSees.me!.status).toBe('won');
    await vi.waitFor(
      async () => expect((await notices(ural)).map((n) => n.title)).toContain('Ваше предложение выбрано'),
      { timeout: 10_000 },
    );
    await vi.waitFor(
      async () => expect((await notices(quiet)).map((n) => n.title)).toContain('Запрос предложений завершён'),
      { timeout: 10_000 },
    );
    expect((await notices(ural)).map((n) => n.title)).not.toContain('Запрос предложений завершён');
  });

  it('admins read every request (read only), suspend with a reason, and find every award in the audit journal', async () => {
    const all = await ok<{ quoteRequests: Array<{ id: number }> }>(
      await read('/api/admin/quote-requests', admin.accessToken),
    );
    expect(all.quoteRequests.map((r) => r.id)).toContain(request.id);
    expect(
      (await ok<Detail>(await read(`/api/quote-requests/${request.id}`, admin.accessToken))).suppliers,
    ).toHaveLength(3);
    expect((await send(`/api/quote-requests/${request.id}/close`, admin.accessToken)).status).toBe(403);
    const fresh = await ok<Detail>(await send('/api/quote-requests', buyer.accessToken, body()), 201);
    await refused(
      await send(`/api/admin/quote-requests/${fresh.id}/suspend`, admin.accessToken, {}),
      400,
      QUOTE_REQUEST_MESSAGES.reason,
    );
    const suspended = await ok<{ suspended: { reason: string } }>(
      await send(`/api/admin/quote-requests/${fresh.id}/suspend`, admin.accessToken, {
        reason: 'Проверка жалобы',
      }),
    );
    expect(suspended.suspended.reason).toBe('Проверка жалобы');
    await refused(
      await send(`/api/quote-requests/${fresh.id}/answers`, ural.accessToken, {
        lines: [{ lineId: 1, unitPrice: 1, quantity: 1, condition: 'new', leadTimeDays: 1 }],
        validUntil: day(20),
      }),
      409,
      QUOTE_REQUEST_MESSAGES.suspended,
    );
    await ok(await send(`/api/admin/quote-requests/${fresh.id}/resume`, admin.accessToken));
    await ok(
      await send(`/api/quote-requests/${fresh.id}/cancel`, buyer.accessToken, {
        reason: 'Закупка перенесена',
      }),
    );
    await vi.waitFor(
      async () => {
        const journal = await (
          await read('/api/admin/audit?entityType=quoteRequest', admin.accessToken)
        ).text();
        expect(journal).toContain('Поставщик выбран');
        expect(journal).toContain('Проверка жалобы');
      },
      { timeout: 10_000 },
    );
  });

  it('an answer after the deadline is refused by the request stream itself', async () => {
    // A request whose deadline has passed, written as its events (no clock to wait for).
    const requestId = 900_001;
    const metadata = {
      userId: String(buyer.user.id),
      role: 'buyer',
      correlationId: randomUUID(),
      causationId: null,
      at: new Date().toISOString(),
    };
    await server.platform.events.append(
      quoteRequestStream(requestId),
      [
        {
          id: randomUUID(),
          type: 'QuoteRequestDrafted',
          metadata,
          data: {
            requestId,
            number: 'ЗП-900001',
            buyerId: buyer.user.id,
            lines: [
              {
                lineId: 1,
                partId: null,
                designation: 'СА-3',
                name: 'Автосцепка',
                quantity: 2,
                unit: 'шт',
                condition: 'new',
              },
            ],
            deliveryTo: 'ст. Входная',
            wantedBy: null,
            paymentTerms: null,
            deadline: inDays(-0.01),
            comment: null,
            attachments: [],
            suppliers: [ural.user.id],
          },
        },
        { id: randomUUID(), type: 'QuoteRequestSent', metadata, data: { requestId } },
      ],
      'no_stream',
    );
    await refused(
      await send(`/api/quote-requests/${requestId}/answers`, ural.accessToken, {
        lines: [{ lineId: 1, unitPrice: 100, quantity: 2, condition: 'new', leadTimeDays: 3 }],
        validUntil: day(20),
      }),
      409,
      QUOTE_REQUEST_MESSAGES.closed,
    );
    await refused(
      await send(`/api/quote-requests/${requestId}/extend`, buyer.accessToken, { deadline: inDays(-0.5) }),
      400,
      QUOTE_REQUEST_MESSAGES.deadlinePast,
    );
    await ok(
      await send(`/api/quote-requests/${requestId}/extend`, buyer.accessToken, { deadline: inDays(2) }),
    );
    await ok(
      await send(`/api/quote-requests/${requestId}/answers`, ural.accessToken, {
        lines: [{ lineId: 1, unitPrice: 100, quantity: 2, condition: 'new', leadTimeDays: 3 }],
        validUntil: day(20),
      }),
    );
  });

  it('50 suppliers answering at once all land, none lost', async () => {
    const suppliers = await Promise.all(
      Array.from({ length: 50 }, () => server.registerUser({ role: 'supplier' })),
    );
    const wide = await ok<Detail>(
      await send(
        '/api/quote-requests',
        buyer.accessToken,
        body({ offerIds: [], supplierIds: suppliers.map((s) => s.user.id) }),
      ),
      201,
    );
    const statuses = await Promise.all(
      suppliers.map(
        async (supplier, index) =>
          (
            await send(`/api/quote-requests/${wide.id}/answers`, supplier.accessToken, {
              lines: [
                { lineId: 1, unitPrice: 180000 + index, quantity: 40, condition: 'new', leadTimeDays: index },
              ],
              validUntil: day(20),
            })
          ).status,
      ),
    );
    expect(statuses.filter((status) => status !== 200 && status !== 202)).toEqual([]);
    const stream = await server.platform.events.readStream(quoteRequestStream(wide.id));
    expect(stream.filter((event) => event.type === 'QuoteAnswered')).toHaveLength(50);
    await vi.waitFor(
      async () => {
        const detail = await ok<Detail>(await read(`/api/quote-requests/${wide.id}`, buyer.accessToken));
        expect(detail.comparison!.suppliers).toHaveLength(50);
      },
      { timeout: 10_000 },
    );
  }, 120_000);
});
