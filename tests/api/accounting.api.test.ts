import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTING_MESSAGES, rublesInWords } from '../../backend/modules/accounting/index.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';

/** 'Бухгалтерия' (ADR 0032): documents of agreed deals, numbered without gaps, their PDF, payments, corrections, exports. */

interface Document {
  id: string;
  docType: 'invoice' | 'upd' | 'act';
  number: number;
  total: number;
  vat: number;
  vatRate: number | null;
  seller: { name: string; inn: string | null };
  buyer: { name: string; inn: string | null };
  paymentStatus: string;
  paid: number;
  issuedOn: string;
  corrects: { documentId: string; number: number; reason: string } | null;
  correctedBy: { documentId: string; number: number } | null;
}
interface Register {
  documents: Document[];
  totals: { count: number; amount: number; paid: number };
  byMonth: Array<{ key: string; count: number }>;
  byCounterparty: Array<{ key: string; amount: number }>;
}

const SELLER_COMPANY = {
  name: 'ПАО Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
};
const SELLER_BANK = {
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  corrAccount: '30101810400000000225',
  account: '40702810938000012345',
};
const BUYER_COMPANY = {
  name: 'ООО Яндекс',
  inn: '7736207543',
  kpp: '770401001',
  ogrn: '1027700229193',
  legalAddress: '119021, г. Москва, ул. Льва Толстого, д. 16',
};

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let stranger: SignedIn;
let productId: number;
let warehouseId: number;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const post = (path: string, token: string, body: unknown = {}) =>
  server.request(path, { method: 'POST', token, json: body });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const tomorrow = () => marketplaceDayIn(1);

/** An order of `quantity` pieces at `unitPrice`, accepted by the seller and confirmed by the buyer. */
async function confirmedOrder(quantity: number, unitPrice: number, orderer = buyer): Promise<number> {
  const created = await ok<{ id: number }>(
    await post('/api/orders', orderer.accessToken, {
      productId,
      quantity,
      deliveryType: 'delivery',
      deliveryAddress: 'Москва, склад 3',
    }),
    201,
  );
  await ok(
    await post(`/api/orders/${created.id}/accept`, supplier.accessToken, {
      unitPrice,
      quantity,
      deliveryDate: tomorrow(),
    }),
  );
  await ok(await post(`/api/orders/${created.id}/confirm`, orderer.accessToken));
  return created.id;
}
const issue = (
  dealId: number,
  docType: 'invoice' | 'closing' = 'invoice',
  dealKind = 'order',
  token = supplier.accessToken,
) => post('/api/accounting/documents', token, { dealKind, dealId, docType });

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
  server = await startTestServer();
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
  stranger = await server.registerUser({ role: 'buyer' });
  const company = await ok<{ id: number }>(
    await post('/api/companies', supplier.accessToken, SELLER_COMPANY),
    201,
  );
  const bank = (body: unknown, token = supplier.accessToken) =>
    server.request(`/api/companies/${company.id}/bank`, { method: 'PUT', token, json: body });
  expect((await bank({ ...SELLER_BANK, account: '40702810838000012345' })).status).toBe(400);
  expect((await bank(SELLER_BANK, stranger.accessToken)).status).toBe(403);
  expect(await ok(await bank(SELLER_BANK))).toEqual({ bank: SELLER_BANK });
  await ok(await post('/api/companies', buyer.accessToken, BUYER_COMPANY), 201);
  warehouseId = (
    await ok<{ id: number }>(
      await post('/api/warehouses', supplier.accessToken, {
        name: 'Склад Пермь',
        city: 'Пермь',
        address: 'ул. Промышленная, 12',
        workingHours: 'Пн–Пт',
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
        name: 'Рама боковая 100.00.010-4',
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
      json: { stocks: [{ warehouseId, quantity: 5 }] },
    }),
  );
  await ok(await post(`/api/products/${productId}/submit`, supplier.accessToken));
  await ok(await post(`/api/admin/products/${productId}/publish`, admin.accessToken));
}, 60_000);
afterAll(() => server.stop());

describe('documents of an order', () => {
  let orderId: number;
  let invoice: Document;

  it('an agreed order waits in the seller’s list; its invoice carries both companies, the agreed sum and 22% VAT (dated 2026)', async () => {
    const open = await ok<{ id: number }>(
      await post('/api/orders', buyer.accessToken, {
        productId,
        quantity: 1,
        deliveryType: 'delivery',
        deliveryAddress: 'Москва',
      }),
      201,
    );
    expect(await json(await issue(open.id))).toMatchObject({ message: ACCOUNTING_MESSAGES.notConfirmed });
    orderId = await confirmedOrder(2, 97_000.5);
    const pending = await ok<{
      deals: Array<{ kind: string; id: number; missing: string[]; total: number }>;
    }>(await server.request('/api/accounting/pending', { token: supplier.accessToken }));
    expect(pending.deals).toContainEqual(
      expect.objectContaining({ kind: 'order', id: orderId, missing: ['invoice'], total: 194_001 }),
    );
    expect((await issue(orderId, 'invoice', 'order', buyer.accessToken)).status).toBe(403);
    expect((await issue(orderId, 'invoice', 'order', stranger.accessToken)).status).toBe(404);
    invoice = await ok<Document>(await issue(orderId), 201);
    expect(invoice).toMatchObject({
      docType: 'invoice',
      number: 1,
      total: 194_001,
      vatRate: 22,
      vat: 34_983.79,
      paymentStatus: 'unpaid',
      seller: { name: SELLER_COMPANY.name, inn: SELLER_COMPANY.inn },
      buyer: { name: BUYER_COMPANY.name, inn: BUYER_COMPANY.inn },
    });
    expect(await json(await issue(orderId))).toMatchObject({ message: ACCOUNTING_MESSAGES.alreadyIssued });
    expect((await issue(orderId, 'closing')).status).toBe(409);
  });

  it('the PDF reads back with the requisites, the amount and the amount in words, for both parties only', async () => {
    for (const reader of [supplier, buyer, admin]) {
      const text = await pdfText(
        await server.request(`/api/accounting/documents/${invoice.id}/pdf`, { token: reader.accessToken }),
      );
      expect(text).toContain('Счёт на оплату № 1');
      expect(text).toContain(
        `${SELLER_BANK.bankName}, БИК ${SELLER_BANK.bik}, к/с ${SELLER_BANK.corrAccount}`,
      );
      expect(text).toContain(`Расчётный счёт получателя: ${SELLER_BANK.account}`);
      for (const requisite of [
        SELLER_COMPANY.name,
        `ИНН ${SELLER_COMPANY.inn}`,
        `КПП ${SELLER_COMPANY.kpp}`,
        BUYER_COMPANY.name,
        `ИНН ${BUYER_COMPANY.inn}`,
      ])
        expect(text).toContain(requisite);
      expect(text).toContain('194 001,00');
      expect(text).toContain('В том числе НДС 22 %: 34 983,79 руб.');
      expect(text).toContain(rublesInWords(194_001));
      expect(text).toContain(
        'Руководитель (подпись) (расшифровка подписи) Главный бухгалтер (подпись) (расшифровка подписи)',
      );
    }
    expect(rublesInWords(194_001)).toBe('Сто девяносто четыре тысячи один рубль 00 копеек');
    expect(
      (await server.request(`/api/accounting/documents/${invoice.id}/pdf`, { token: stranger.accessToken }))
        .status,
    ).toBe(404);
    expect(
      (await server.request(`/api/accounting/documents/${invoice.id}`, { token: stranger.accessToken }))
        .status,
    ).toBe(404);
    expect(
      (await server.request('/api/accounting/documents/nothing/pdf', { token: supplier.accessToken })).status,
    ).toBe(404);
  });

  it('payments: partly, then paid; not above the total, not by the buyer', async () => {
    const pay = (paid: unknown, token = supplier.accessToken) =>
      server.request(`/api/accounting/documents/${invoice.id}/payment`, {
        method: 'PUT',
        token,
        json: { paid },
      });
    expect(await ok(await pay(100_000))).toMatchObject({ paymentStatus: 'partly', paid: 100_000 });
    expect((await pay(1_000_000)).status).toBe(400);
    expect((await pay('много')).status).toBe(400);
    expect((await pay(1, buyer.accessToken)).status).toBe(404);
    expect(await ok(await pay(194_001))).toMatchObject({ paymentStatus: 'paid' });
    const register = await ok<Register>(
      await server.request('/api/accounting/documents?side=buyer&status=paid', { token: buyer.accessToken }),
    );
    expect(register.documents.map((d) => d.id)).toEqual([invoice.id]);
  });

  it('the УПД follows shipment; a correction is a new document naming the old one', async () => {
    await ok(
      await post(`/api/orders/${orderId}/ship`, supplier.accessToken, {
        carrier: 'ПЭК',
        trackingNumber: 'ТТН 0451-22',
      }),
    );
    const upd = await ok<Document>(await issue(orderId, 'closing'), 201);
    expect(upd).toMatchObject({ docType: 'upd', number: 1, total: 194_001, vatRate: 22, vat: 34_983.79 });
    // The official form (ADR 0056): the status, both companies, who ships from where and who receives where, the basis.
    const form = await pdfText(
      await server.request(`/api/accounting/documents/${upd.id}/pdf`, { token: buyer.accessToken }),
    );
    expect(form).toContain('Универсальный передаточный документ');
    expect(form).toContain('Статус: 1');
    expect(form).toMatch(/Счёт-фактура № 1 от \d{2}\.\d{2}\.\d{4} \(1\)/);
    expect(form).toContain(`Продавец: ${SELLER_COMPANY.name} (2)`);
    expect(form).toContain(`ИНН/КПП продавца: ${SELLER_COMPANY.inn} / ${SELLER_COMPANY.kpp} (2б)`);
    expect(form).toContain('Грузоотправитель и его адрес: он же (3)');
    expect(form).toContain(`Грузополучатель и его адрес: ${BUYER_COMPANY.name}, Москва, склад 3 (4)`);
    expect(form).toContain(`Адрес: ${BUYER_COMPANY.legalAddress} (6а)`);
    expect(form).toContain(`ИНН/КПП покупателя: ${BUYER_COMPANY.inn} / ${BUYER_COMPANY.kpp} (6б)`);
    expect(form).toContain(
      'Рама боковая 100.00.010-4 — 796 шт 2 79 508,61 159 017,21 без акциза 22% 34 983,79 194 001,00',
    );
    expect(form).toContain('Всего к оплате (9) 159 017,21 Х 34 983,79 194 001,00');
    expect(form).toMatch(
      /Основание передачи \(сдачи\) \/ получения \(приёмки\) Заявка № \S+ от \d{2}\.\d{2}\.\d{4} \[8\]/,
    );
    expect(form).toContain('Товар (груз) передал / услуги, результаты работ, права сдал [10]');
    expect(form).toContain('Товар (груз) получил / услуги, результаты работ, права принял [15]');
    expect(
      (
        await server.request(`/api/accounting/documents/${upd.id}/payment`, {
          method: 'PUT',
          token: supplier.accessToken,
          json: { paid: 1 },
        })
      ).status,
    ).toBe(409);
    const noReason = await post(`/api/accounting/documents/${invoice.id}/correction`, supplier.accessToken, {
      reason: ' ',
    });
    expect(await json(noReason)).toMatchObject({ message: ACCOUNTING_MESSAGES.correctionReason });
    const correction = await ok<Document>(
      await post(`/api/accounting/documents/${invoice.id}/correction`, supplier.accessToken, {
        reason: 'Уточнён адрес покупателя',
      }),
      201,
    );
    expect(correction).toMatchObject({
      docType: 'invoice',
      number: 2,
      corrects: { documentId: invoice.id, number: 1, reason: 'Уточнён адрес покупателя' },
    });
    const original = await ok<Document>(
      await server.request(`/api/accounting/documents/${invoice.id}`, { token: buyer.accessToken }),
    );
    expect(original).toMatchObject({
      number: 1,
      total: 194_001,
      correctedBy: { documentId: correction.id, number: 2 },
    });
    expect(
      (
        await post(`/api/accounting/documents/${invoice.id}/correction`, supplier.accessToken, {
          reason: 'Снова',
        })
      ).status,
    ).toBe(409);
  });

  it('a picked-up order’s УПД: shipped from the seller’s warehouse with its city, received by the buyer at its own address', async () => {
    const created = await ok<{ id: number }>(
      await post('/api/orders', buyer.accessToken, {
        productId,
        quantity: 1,
        deliveryType: 'pickup',
        warehouseId,
      }),
      201,
    );
    await ok(
      await post(`/api/orders/${created.id}/accept`, supplier.accessToken, {
        unitPrice: 1220,
        quantity: 1,
        deliveryDate: tomorrow(),
      }),
    );
    await ok(await post(`/api/orders/${created.id}/confirm`, buyer.accessToken));
    await ok(await post(`/api/orders/${created.id}/ship`, supplier.accessToken));
    const upd = await ok<Document>(await issue(created.id, 'closing'), 201);
    const form = await pdfText(
      await server.request(`/api/accounting/documents/${upd.id}/pdf`, { token: supplier.accessToken }),
    );
    expect(form).toContain(
      `Грузоотправитель и его адрес: ${SELLER_COMPANY.name}, Пермь, ул. Промышленная, 12 (3)`,
    );
    expect(form).toContain(
      `Грузополучатель и его адрес: ${BUYER_COMPANY.name}, ${BUYER_COMPANY.legalAddress} (4)`,
    );
    expect(form).toContain('без акциза 22% 220,00 1 220,00');
  });
});

describe('VAT per seller (ADR 0056)', () => {
  const settings = (body?: unknown) =>
    server.request(
      '/api/accounting/settings',
      body === undefined
        ? { token: supplier.accessToken }
        : { method: 'PUT', token: supplier.accessToken, json: body },
    );

  it('the general rate until chosen, 22 % on a document dated today; a choice is a kind, the rate follows from the date', async () => {
    expect(await ok(await settings())).toEqual({ vatKind: 'general', vatRate: 22 });
    for (const bad of [{ vatRate: 18 }, { vatKind: 'usn' }, {}]) {
      const refused = await settings(bad);
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({
        message: 'Ставка НДС — общая (22 %), 10 %, 0 %, 5 % или 7 % при УСН, либо «Без НДС»',
      });
    }
    expect(await ok(await settings({ vatKind: 'simplified7' }))).toEqual({
      vatKind: 'simplified7',
      vatRate: 7,
    });
    const orderId = await confirmedOrder(1, 1070);
    expect(await ok<Document>(await issue(orderId), 201)).toMatchObject({ vatRate: 7, vat: 70 });
    // A client that still sends a number is understood: 20 is the general rate.
    expect(await ok(await settings({ vatRate: 20 }))).toEqual({ vatKind: 'general', vatRate: 22 });
  });

  it('«Без НДС» once set: the next invoice has no VAT and says so', async () => {
    await ok(await settings({ vatRate: null }));
    expect(await ok(await settings())).toEqual({ vatKind: 'none', vatRate: null });
    const orderId = await confirmedOrder(1, 1000);
    const invoice = await ok<Document>(await issue(orderId), 201);
    expect(invoice).toMatchObject({ vatRate: null, vat: 0, number: 4 });
    expect(
      await pdfText(
        await server.request(`/api/accounting/documents/${invoice.id}/pdf`, { token: supplier.accessToken }),
      ),
    ).toContain('Без НДС');
    await ok(await settings({ vatKind: 'general' }));
  });
});

describe('a service’s act', () => {
  it('an accepted quote is invoiced; the act follows completion', async () => {
    const service = await ok<{ id: number }>(
      await post('/api/services', supplier.accessToken, {
        name: 'Дефектоскопия колёсных пар',
        priceType: 'custom',
        isRemote: false,
        location: 'Пермь, депо',
      }),
      201,
    );
    await ok(await post(`/api/services/${service.id}/submit`, supplier.accessToken));
    await ok(await post(`/api/admin/services/${service.id}/publish`, admin.accessToken));
    const request = await ok<{ id: number }>(
      await post('/api/service-requests', buyer.accessToken, {
        serviceId: service.id,
        description: 'Две колёсные пары',
        contactEmail: buyer.user.email,
      }),
      201,
    );
    expect((await issue(request.id, 'invoice', 'serviceRequest')).status).toBe(409);
    await ok(
      await post(`/api/service-requests/${request.id}/quote`, supplier.accessToken, { price: 54_000 }),
    );
    await ok(await post(`/api/service-requests/${request.id}/accept`, buyer.accessToken));
    expect(await ok<Document>(await issue(request.id, 'invoice', 'serviceRequest'), 201)).toMatchObject({
      docType: 'invoice',
      total: 54_000,
    });
    expect((await issue(request.id, 'closing', 'serviceRequest')).status).toBe(409);
    await ok(await post(`/api/service-requests/${request.id}/complete`, supplier.accessToken));
    const act = await ok<Document>(await issue(request.id, 'closing', 'serviceRequest'), 201);
    expect(act).toMatchObject({ docType: 'act', number: 1, total: 54_000 });
    const text = await pdfText(
      await server.request(`/api/accounting/documents/${act.id}/pdf`, { token: buyer.accessToken }),
    );
    expect(text).toContain('Акт оказанных услуг № 1');
    expect(text).toContain('Основание: Заявка на услугу №');
    expect(text).toContain('Вышеперечисленные услуги оказаны полностью и в срок.');
    // Both sides' requisites, then their lines to sign at one height (the PDF kit's signing block).
    expect(text).toMatch(
      /Исполнитель .+ Заказчик .+ \(подпись\) \(расшифровка подписи\) М\.П\. \(подпись\) \(расшифровка подписи\) М\.П\./,
    );
  });
});

describe('numbering under 50 concurrent issues', () => {
  it('every issue succeeds and the numbers run on without a gap or a repeat', async () => {
    const before = (
      await ok<Register>(
        await server.request('/api/accounting/documents?type=invoice', { token: supplier.accessToken }),
      )
    ).documents.length;
    await ok(
      await server.request(`/api/products/${productId}/stock`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: { stocks: [{ warehouseId, quantity: 500 }] },
      }),
    );
    const orderIds: number[] = [];
    for (let i = 0; i < 50; i += 1) orderIds.push(await confirmedOrder(1, 100 + i));
    const answers = await Promise.all(orderIds.map((id) => issue(id)));
    expect(answers.map((a) => a.status)).toEqual(orderIds.map(() => 201));
    const numbers = (await Promise.all(answers.map((a) => json<Document>(a))))
      .map((d) => d.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => before + i + 1));
  }, 120_000);
});

describe('the register', () => {
  it('filters by type, counterparty and period, totals per month and counterparty; the buyer sees the same documents', async () => {
    const seller = await ok<Register>(
      await server.request('/api/accounting/documents?type=invoice&counterparty=яндекс', {
        token: supplier.accessToken,
      }),
    );
    expect(seller.documents.length).toBeGreaterThanOrEqual(54);
    expect(seller.documents.every((d) => d.docType === 'invoice')).toBe(true);
    expect(seller.byCounterparty[0]).toMatchObject({ key: BUYER_COMPANY.name });
    expect(seller.byMonth[0]!.key).toMatch(/^\d{4}-\d{2}$/);
    const none = await ok<Register>(
      await server.request('/api/accounting/documents?counterparty=газпром', { token: supplier.accessToken }),
    );
    expect(none.documents).toEqual([]);
    const future = await ok<Register>(
      await server.request('/api/accounting/documents?from=2999-01-01', { token: supplier.accessToken }),
    );
    expect(future.totals.count).toBe(0);
    // A payment status is an invoice's: with it, the other types match nothing and the invoices match by it.
    const register = async (query: string) =>
      ok<Register>(
        await server.request(`/api/accounting/documents?${query}`, { token: supplier.accessToken }),
      );
    expect((await register('status=unpaid&type=upd')).documents).toEqual([]);
    const unpaid = await register('status=unpaid');
    expect(unpaid.documents.length).toBeGreaterThan(0);
    expect(unpaid.documents.every((d) => d.docType === 'invoice' && d.paymentStatus === 'unpaid')).toBe(true);
    expect((await register('status=unpaid&type=invoice')).documents).toEqual(unpaid.documents);
    const today = unpaid.documents[0]!.issuedOn;
    const thatDay = await register(`from=${today}&to=${today}`);
    expect(thatDay.documents.length).toBeGreaterThan(0);
    expect(thatDay.documents.every((d) => d.issuedOn === today)).toBe(true);
    expect(
      (await server.request('/api/accounting/documents?from=вчера', { token: supplier.accessToken })).status,
    ).toBe(400);
    expect(
      (await server.request('/api/accounting/documents?type=torg12', { token: supplier.accessToken })).status,
    ).toBe(400);
    const buyerSide = await ok<Register>(
      await server.request('/api/accounting/documents?side=buyer', { token: buyer.accessToken }),
    );
    const all = await ok<Register>(
      await server.request('/api/accounting/documents', { token: supplier.accessToken }),
    );
    expect(buyerSide.documents.map((d) => d.id).sort()).toEqual(all.documents.map((d) => d.id).sort());
    expect(
      (
        await ok<Register>(
          await server.request('/api/accounting/documents?side=buyer', { token: stranger.accessToken }),
        )
      ).documents,
    ).toEqual([]);
    expect((await server.request('/api/accounting/documents')).status).toBe(401);
  });

  it('exports as XLSX with numeric amounts, as CommerceML for 1С and as CSV', async () => {
    const all = await ok<Register>(
      await server.request('/api/accounting/documents', { token: supplier.accessToken }),
    );
    const xlsx = await server.request('/api/accounting/export?format=xlsx', { token: supplier.accessToken });
    expect(xlsx.headers.get('content-disposition')).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('Реестр документов')!;
    expect(sheet.rowCount).toBe(all.documents.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Документ');
    expect(typeof sheet.getRow(2).getCell(9).value).toBe('number');
    const xml = await (
      await server.request('/api/accounting/export?format=commerceml', { token: supplier.accessToken })
    ).text();
    expect(xml).toContain('<КоммерческаяИнформация ВерсияСхемы="2.10"');
    expect(xml.match(/<Документ>/g)?.length).toBe(all.documents.length);
    expect(xml).toContain(`<ИНН>${BUYER_COMPANY.inn}</ИНН>`);
    const csv = await (
      await server.request('/api/accounting/export?format=csv', { token: supplier.accessToken })
    ).text();
    expect(csv.split('\n').filter(Boolean)).toHaveLength(all.documents.length + 1);
    expect(
      (await server.request('/api/accounting/export?format=pdf', { token: supplier.accessToken })).status,
    ).toBe(400);
  });
});
