import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventStore } from '../../infra/event-store/index.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';

/**
 * ADR 0078: a returned order is corrected in 'Бухгалтерия' by a УКД to its УПД (once, by its seller),
 * the register counts the decrease against the invoice, and the seller puts the pieces back on sale.
 */

interface Document {
  id: string;
  deal: { kind: string; id: number };
  docType: string;
  typeLabel: string;
  number: number;
  total: number;
  vat: number;
  returnedBy: { documentId: string; number: number } | null;
  adjusts: {
    number: number;
    reason: string;
    invoice: { number: number } | null;
    lines: Array<{
      before: { quantity: number; amount: number };
      after: { quantity: number; amount: number };
    }>;
  } | null;
}
interface Register {
  documents: Document[];
  totals: { count: number; amount: number; vat: number };
}
interface PendingDeal {
  id: number;
  stage: string;
  missing: string[];
  returnReason: string | null;
}
interface Order {
  id: number;
  status: string;
  restock: { warehouseId: number; warehouseName: string; quantity: number } | null;
  history: Array<{ action: string; details: string | null }>;
}

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let otherSupplier: SignedIn;
let buyer: SignedIn;
let productId: number;
let warehouseId: number;
let foreignWarehouseId: number;

const STOCK = 3;
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const post = (path: string, token: string, body: unknown = {}) =>
  server.request(path, { method: 'POST', token, json: body });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const refused = async (response: Response, status: number, message: string | RegExp) => {
  expect(response.status).toBe(status);
  expect((await json<{ message: string }>(response)).message).toMatch(message);
};
const tomorrow = () => marketplaceDayIn(1);
const issue = (dealId: number, docType: string, token = supplier.accessToken) =>
  post('/api/accounting/documents', token, { dealKind: 'order', dealId, docType });
const warehouse = async (token: string, name: string) =>
  ok<{ id: number }>(
    await post('/api/warehouses', token, {
      name,
      city: 'Пермь',
      address: 'ул. Промышленная, 12',
      workingHours: 'Пн–Пт 8–17',
    }),
    201,
  );
const stockAt = async () =>
  (
    await json<{ Stocks: Array<{ warehouseId: number; quantity: number }> }>(
      await server.request(`/api/products/${productId}`),
    )
  ).Stocks.find((stock) => stock.warehouseId === warehouseId)?.quantity ?? 0;

/** A delivery order of 2 pieces at 97 000 ₽, shipped, disputed, and its return accepted by an admin. */
async function returnedOrder(withDocuments: boolean): Promise<number> {
  const order = await ok<{ id: number }>(
    await post('/api/orders', buyer.accessToken, {
      productId,
      quantity: 2,
      deliveryType: 'delivery',
      deliveryAddress: 'Самара, ул. Заводская, 1',
    }),
    201,
  );
  await ok(
    await post(`/api/orders/${order.id}/accept`, supplier.accessToken, {
      unitPrice: 97000,
      quantity: 2,
      deliveryDate: tomorrow(),
    }),
  );
  await ok(await post(`/api/orders/${order.id}/confirm`, buyer.accessToken));
  if (withDocuments) await ok(await issue(order.id, 'invoice'), 201);
  await ok(
    await post(`/api/orders/${order.id}/ship`, supplier.accessToken, {
      carrier: 'ПЭК',
      trackingNumber: 'ТТН 0451-22',
    }),
  );
  if (withDocuments) await ok(await issue(order.id, 'closing'), 201);
  await ok(
    await post(`/api/orders/${order.id}/dispute`, buyer.accessToken, {
      cause: 'wrongPart',
      details: 'Пришла не та рама',
    }),
  );
  await ok(
    await post(`/api/admin/orders/${order.id}/dispute/resolve`, admin.accessToken, {
      decision: 'returnAccepted',
      reason: 'Продавец признал ошибку комплектации',
    }),
  );
  return order.id;
}

async function pdfText(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  otherSupplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
  warehouseId = (await warehouse(supplier.accessToken, 'Склад Пермь')).id;
  foreignWarehouseId = (await warehouse(otherSupplier.accessToken, 'Чужой склад')).id;
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
        partNumber: '100.00.010-4',
        price: 98500,
        categoryId,
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
}, 60_000);
afterAll(() => server.stop());

describe('a returned order in the accounting', () => {
  it('the seller issues one УКД to its УПД; the register counts the decrease against the invoice', async () => {
    const orderId = await returnedOrder(true);

    // The returned deal waits for its УКД, with the reason; it gets no new invoice or УПД.
    const pending = await ok<{ deals: PendingDeal[] }>(
      await server.request('/api/accounting/pending', { token: supplier.accessToken }),
    );
    expect(pending.deals.find((deal) => deal.id === orderId)).toMatchObject({
      stage: 'returned',
      missing: ['ukd'],
      returnReason: 'Возврат товара покупателем: Продавец признал ошибку комплектации',
    });
    await refused(
      await issue(orderId, 'invoice'),
      409,
      'Заказ возвращён: по нему выставляется УКД, новый счёт или УПД не выставляются',
    );

    // Only the seller: the buyer 403, another seller 404 (the deal is not theirs to know).
    await refused(
      await issue(orderId, 'ukd', buyer.accessToken),
      403,
      'Документы по сделке выставляет продавец',
    );
    await refused(await issue(orderId, 'ukd', otherSupplier.accessToken), 404, 'Сделка не найдена');

    const ukd = await ok<Document>(await issue(orderId, 'ukd'), 201);
    expect(ukd).toMatchObject({ docType: 'ukd', typeLabel: 'УКД', number: 1, total: -194000 });
    expect(ukd.vat).toBeCloseTo(-34983.61, 2);
    expect(ukd.adjusts).toMatchObject({
      number: 1,
      reason: 'Возврат товара покупателем: Продавец признал ошибку комплектации',
      invoice: { number: 1 },
      lines: [{ before: { quantity: 2, amount: 194000 }, after: { quantity: 0, amount: 0 } }],
    });
    await refused(await issue(orderId, 'ukd'), 409, 'По этому УПД уже выставлен УКД № 1');
    expect(
      (
        await ok<{ deals: PendingDeal[] }>(
          await server.request('/api/accounting/pending', { token: supplier.accessToken }),
        )
      ).deals.map((d) => d.id),
    ).not.toContain(orderId);

    // The register: invoice 194 000, УКД −194 000; the deal counts nothing; the invoice and УПД are marked.
    const register = await ok<Register>(
      await server.request('/api/accounting/documents', { token: supplier.accessToken }),
    );
    const byType = new Map(register.documents.map((doc) => [doc.docType, doc]));
    expect(byType.get('invoice')).toMatchObject({ total: 194000, returnedBy: { number: 1 } });
    expect(byType.get('upd')).toMatchObject({ total: 194000, returnedBy: { number: 1 } });
    expect(register.totals).toMatchObject({ count: 3, amount: 0, vat: 0 });
    // The buyer sees the УКД among the documents issued to them.
    const received = await ok<Register>(
      await server.request('/api/accounting/documents?side=buyer&type=ukd', { token: buyer.accessToken }),
    );
    expect(received.documents.map((doc) => doc.id)).toEqual([ukd.id]);

    // A returned deal's invoice is not paid as if sold: a payment can only be lowered.
    const invoice = byType.get('invoice')!;
    await refused(
      await server.request(`/api/accounting/documents/${invoice.id}/payment`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: { paid: 1000 },
      }),
      409,
      /Заказ возвращён, по нему выставлен УКД № 1/,
    );

    // Exports: the decrease negative in XLSX and CSV, a «Возврат товара» for 1С.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await (
        await server.request('/api/accounting/export?format=xlsx&type=ukd', { token: supplier.accessToken })
      ).arrayBuffer(),
    );
    const row = workbook.worksheets[0]!.getRow(2);
    expect([row.getCell(1).value, row.getCell(9).value, row.getCell(13).value]).toEqual([
      'УКД',
      -194000,
      'УПД № 1',
    ]);
    const csv = await (
      await server.request('/api/accounting/export?format=csv&type=ukd', { token: supplier.accessToken })
    ).text();
    expect(csv).toContain('УКД;1;');
    expect(csv).toContain(';-194000.00;-34983.61;');
    const xml = await (
      await server.request('/api/accounting/export?format=commerceml&type=ukd', {
        token: supplier.accessToken,
      })
    ).text();
    expect(xml).toContain('<ХозОперация>Возврат товара</ХозОперация>');
    expect(xml).toContain('<Сумма>194000.00</Сумма>');
    expect(xml).toMatch(
      /<ОснованиеКорректировки>Универсальный корректировочный документ к УПД № 1 от \d\d\.\d\d\.\d{4}: Возврат товара покупателем/,
    );

    // The PDF, for the seller and the buyer.
    const text = await pdfText(
      await server.request(`/api/accounting/documents/${ukd.id}/pdf`, { token: buyer.accessToken }),
    );
    expect(text).toContain('Универсальный корректировочный документ');
    expect(text).toMatch(/к счёту-фактуре \(документу об отгрузке\) № 1 от \d\d\.\d\d\.\d{4}/);
    expect(text).toContain('Г (уменьшение)');
    expect(text).toContain('Всего уменьшение (сумма строк Г) 159 016,39 Х 34 983,61 194 000,00');
    expect(
      (await server.request(`/api/accounting/documents/${ukd.id}/pdf`, { token: otherSupplier.accessToken }))
        .status,
    ).toBe(404);
  });

  it('a paid invoice of a returned deal: the payment views list invoices only, the УКД nets nothing there', async () => {
    const orderId = await returnedOrder(true);
    const mine = async (query: string) =>
      ok<Register>(
        await server.request(`/api/accounting/documents?${query}`, { token: supplier.accessToken }),
      );
    const invoice = (await mine('type=invoice')).documents.find((doc) => doc.deal.id === orderId)!;
    // Paid in full before the УКД (the money is given back later, by lowering the payment).
    await ok(
      await server.request(`/api/accounting/documents/${invoice.id}/payment`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: { paid: invoice.total },
      }),
    );
    await ok(await issue(orderId, 'ukd'), 201);
    const unpaid = await mine('status=unpaid');
    expect(unpaid.documents.filter((doc) => doc.deal.id === orderId)).toEqual([]);
    expect(unpaid.documents.every((doc) => doc.docType === 'invoice')).toBe(true);
    expect(unpaid.totals.amount).toBeGreaterThanOrEqual(0);
    const paid = await mine('status=paid');
    expect(paid.documents.filter((doc) => doc.deal.id === orderId).map((doc) => doc.id)).toEqual([
      invoice.id,
    ]);
  });

  it('two УКД asked at once: one is issued, the other refused', async () => {
    const orderId = await returnedOrder(true);
    const answers = await Promise.all([issue(orderId, 'ukd'), issue(orderId, 'ukd')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const register = await ok<Register>(
      await server.request('/api/accounting/documents?type=ukd', { token: supplier.accessToken }),
    );
    expect(register.documents.filter((doc) => doc.deal.id === orderId)).toHaveLength(1);
  });

  it('a УКД needs a returned order whose УПД was issued', async () => {
    const returned = await returnedOrder(false);
    await refused(await issue(returned, 'ukd'), 409, 'По заказу не выставлен УПД: корректировать нечего');
    const order = await ok<{ id: number }>(
      await post('/api/orders', buyer.accessToken, {
        productId,
        quantity: 1,
        deliveryType: 'delivery',
        deliveryAddress: 'Самара',
      }),
      201,
    );
    await refused(
      await issue(order.id, 'ukd'),
      409,
      'УКД выставляется по возвращённому заказу (возврат принят администратором)',
    );
  });
});

describe('returned pieces back on sale', () => {
  it('the seller adds them to a warehouse of their own, once, at most the order’s quantity; the timeline shows it', async () => {
    const orderId = await returnedOrder(false);
    const restock = (body: unknown, token = supplier.accessToken) =>
      post(`/api/orders/${orderId}/restock`, token, body);
    await refused(
      await restock({ warehouseId, quantity: 1 }, buyer.accessToken),
      403,
      'Это действие доступно только продавцу товара',
    );
    await refused(
      await restock({ warehouseId, quantity: 1 }, otherSupplier.accessToken),
      403,
      'Это действие доступно только участникам заявки',
    );
    await refused(await restock({ warehouseId, quantity: 3 }), 400, 'Количество — целое число от 1 до 2');
    await refused(await restock({ warehouseId, quantity: 0 }), 400, 'Количество — целое число от 1');
    await refused(await restock({ warehouseId: foreignWarehouseId, quantity: 1 }), 400, /склад/i);
    expect(await stockAt()).toBe(STOCK);

    const order = await ok<Order>(await restock({ warehouseId, quantity: 2 }));
    expect(order.restock).toMatchObject({ warehouseId, warehouseName: 'Склад Пермь', quantity: 2 });
    expect(order.history.at(-1)).toMatchObject({
      action: 'Продавец вернул детали на склад',
      details: '2 шт., склад «Склад Пермь»',
    });
    await expect.poll(stockAt).toBe(STOCK + 2);
    await refused(
      await restock({ warehouseId, quantity: 1 }),
      409,
      'Детали этого заказа уже возвращены на склад',
    );

    // Two clicks at once on another returned order: the pieces come back once.
    const again = await returnedOrder(false);
    const before = await stockAt();
    const answers = await Promise.all(
      [1, 2].map(() =>
        post(`/api/orders/${again}/restock`, supplier.accessToken, { warehouseId, quantity: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await expect.poll(stockAt).toBe(before + 1);

    // The seller's own stock edit lands between the restock's read and its write: the pieces are
    // added to the edited stock, not to the stale one (decided on the product's stream when appended).
    const raced = await returnedOrder(false);
    const store = server.platform.events;
    const stream = `product-${productId}`;
    const stale = await store.readStream(stream);
    await ok(
      await server.request(`/api/products/${productId}/stock`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: { stocks: [{ warehouseId, quantity: 10 }] },
      }),
    );
    const readStream = store.readStream.bind(store);
    const append = store.append.bind(store);
    // Every read of the product answers as before the edit, until the restock tries to write.
    store.readStream = (async (id: string, ...rest: unknown[]) =>
      id === stream ? stale : readStream(id, ...(rest as []))) as typeof store.readStream;
    store.append = (async (id: string, ...rest: unknown[]) => {
      if (id === stream) {
        store.readStream = readStream;
        store.append = append;
      }
      return append(id, ...(rest as [never, never]));
    }) as typeof store.append;
    try {
      await ok(
        await post(`/api/orders/${raced}/restock`, supplier.accessToken, { warehouseId, quantity: 2 }),
      );
    } finally {
      store.readStream = readStream;
      store.append = append;
    }
    await expect.poll(stockAt).toBe(12);

    // Not returned: refused.
    const live = await ok<{ id: number }>(
      await post('/api/orders', buyer.accessToken, {
        productId,
        quantity: 1,
        deliveryType: 'delivery',
        deliveryAddress: 'Самара',
      }),
      201,
    );
    await refused(
      await post(`/api/orders/${live.id}/restock`, supplier.accessToken, { warehouseId, quantity: 1 }),
      409,
      'Вернуть на склад можно детали возвращённого заказа',
    );
  });
});

/** The product stream's next append fails once, as a store failing between two appends would. */
function failNextProductAppend(store: EventStore): () => boolean {
  const append = store.append.bind(store);
  let failed = false;
  store.append = (async (id: string, ...rest: unknown[]) => {
    if (id === `product-${productId}` && !failed) {
      failed = true;
      store.append = append;
      throw new Error('disk I/O error');
    }
    return append(id, ...(rest as [never, never]));
  }) as typeof store.append;
  return () => failed;
}

/** The product's stock changes that counted an order's step, as its stream holds them. */
const countedSteps = async (orderId: number) =>
  (await server.platform.events.readStream(`product-${productId}`))
    .map((event) => (event.data as { order?: { orderId: number; step: string } }).order)
    .filter((order) => order?.orderId === orderId)
    .map((order) => order!.step);

/** A pickup order of `quantity` pieces at the seller's warehouse, confirmed (its pieces held) and ready. */
async function readyPickup(quantity: number): Promise<number> {
  const order = await ok<{ id: number }>(
    await post('/api/orders', buyer.accessToken, {
      productId,
      quantity,
      deliveryType: 'pickup',
      warehouseId,
    }),
    201,
  );
  await ok(
    await post(`/api/orders/${order.id}/accept`, supplier.accessToken, {
      unitPrice: 97000,
      quantity,
      deliveryDate: tomorrow(),
    }),
  );
  await ok(await post(`/api/orders/${order.id}/confirm`, buyer.accessToken));
  await ok(await post(`/api/orders/${order.id}/ship`, supplier.accessToken));
  return order.id;
}

describe('the stock of a recorded step follows it (ADR 0084)', () => {
  it('a restock whose stock failed to be written is answered as done, and its pieces come back once', async () => {
    const orderId = await returnedOrder(false);
    const before = await stockAt();
    const failed = failNextProductAppend(server.platform.events);
    const order = await ok<Order>(
      await post(`/api/orders/${orderId}/restock`, supplier.accessToken, { warehouseId, quantity: 2 }),
    );
    expect(failed()).toBe(true);
    expect(order.restock).toMatchObject({ warehouseId, quantity: 2 });
    // The process manager following the restock counts it.
    await expect.poll(stockAt).toBe(before + 2);
    expect(await countedSteps(orderId)).toEqual(['restock']);
  });

  it('a pickup received while the stock failed to be written: its pieces leave once', async () => {
    const orderId = await readyPickup(1);
    const before = await stockAt();
    const failed = failNextProductAppend(server.platform.events);
    const order = await ok<Order>(await post(`/api/orders/${orderId}/receive`, buyer.accessToken));
    expect(failed()).toBe(true);
    expect(order.status).toBe('received');
    await expect.poll(stockAt).toBe(before - 1);
    expect(await countedSteps(orderId)).toEqual(['receipt']);
    // The held pieces are given up once the stock counted them.
    const ledger = await server.platform.events.readStream(`stock-${productId}-${warehouseId}`);
    expect(
      ledger.filter((event) => (event.data as { orderId: number }).orderId === orderId).map((e) => e.type),
    ).toEqual(['StockReserved', 'StockConsumed']);
  });

  it('a restock recorded while no process ran is counted by the sweep at start, and only once across restarts', async () => {
    const orderId = await returnedOrder(false);
    const before = await stockAt();
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    // The process stopped right after the order's step: the product's stream never heard of it.
    const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const recorded = await events.readStream(`order-${orderId}`);
    await events.append(
      `order-${orderId}`,
      [
        {
          id: randomUUID(),
          type: 'OrderRestocked',
          data: {
            orderId,
            productId,
            warehouseId,
            warehouseName: 'Склад Пермь',
            quantity: 2,
            stockOnce: true,
          },
          metadata: {
            userId: String(supplier.user.id),
            role: 'supplier',
            correlationId: randomUUID(),
            causationId: null,
            at: new Date().toISOString(),
          },
        },
      ],
      recorded.length - 1,
    );
    await events.close();
    server = await startTestServer({ seedDemo: false, dataDir });
    await expect.poll(stockAt, { timeout: 15_000 }).toBe(before + 2);
    expect(await countedSteps(orderId)).toEqual(['restock']);

    // Started again: the sweep runs the step again and counts nothing.
    await server.stop({ keepData: true });
    server = await startTestServer({ seedDemo: false, dataDir });
    const swept = await server.request('/api/health');
    expect(swept.status).toBe(200);
    await expect.poll(() => countedSteps(orderId)).toEqual(['restock']);
    expect(await stockAt()).toBe(before + 2);
  }, 60_000);
});
