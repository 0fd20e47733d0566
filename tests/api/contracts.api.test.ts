import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, NOT_FOR_SELLER, NOT_IN_FORCE, TERM_MESSAGES } from '../../backend/modules/contracts/index.ts';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** 'Договора' (ADR 0033): two companies agree a contract; a deal under it takes its terms. */

interface Contract {
  id: number;
  number: string;
  status: string;
  displayStatus: string;
  statusLabel: string;
  mySide: string | null;
  supplier: { companyId: number; name: string };
  buyer: { companyId: number; name: string };
  terms: { subject: string; prepaymentPercent: number; deferralDays: number };
  history: Array<{ action: string; side: string | null; text: string | null }>;
  scans: Array<{ url: string }>;
  reason: string | null;
}

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let otherSupplier: SignedIn;
let outsider: SignedIn;
const supplierCompany = randomCompany('ООО «Вагонкомплект»');
const buyerCompany = randomCompany('АО «Депо Пермь»', 'г. Пермь');

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const post = (path: string, token: string, body: unknown = {}) => server.request(path, { method: 'POST', token, json: body });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const year = new Date().getUTCFullYear();
const terms = (over: Record<string, unknown> = {}) => ({
  subject: 'Поставка запасных частей грузовых вагонов',
  validFrom: `${year}-01-01`,
  validTo: `${year + 1}-12-31`,
  prepaymentPercent: 30,
  deferralDays: 15,
  deliveryTerms: 'Доставка до станции покупателя',
  priceReference: 'Прайс-лист поставщика',
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.createAdmin();
  [supplier, buyer, otherSupplier, outsider] = await Promise.all([
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'buyer' }),
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'buyer' }),
  ]);
  await ok(await post('/api/companies', supplier.accessToken, supplierCompany), 201);
  await ok(await post('/api/companies', buyer.accessToken, buyerCompany), 201);
  await ok(await post('/api/companies', otherSupplier.accessToken, randomCompany('ООО «Другой поставщик»')), 201);
  await ok(await post('/api/companies', outsider.accessToken, randomCompany('ООО «Посторонние»')), 201);
}, 60_000);
afterAll(() => server.stop());

describe('a contract between a supplier and a buyer', () => {
  let contract: Contract;
  let productId: number;

  it('is proposed to a company by its ИНН and checked field by field', async () => {
    const bad = await post('/api/contracts', supplier.accessToken, { ...terms({ subject: '', prepaymentPercent: 120 }), counterpartyInn: buyerCompany.inn });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ fields: { subject: TERM_MESSAGES.subject, prepaymentPercent: TERM_MESSAGES.prepaymentPercent } });
    expect(await json(await post('/api/contracts', supplier.accessToken, { ...terms(), counterpartyInn: '7707083893' }))).toMatchObject({ message: TERM_MESSAGES.counterpartyUnknown });
    expect(await json(await post('/api/contracts', supplier.accessToken, { ...terms(), counterpartyInn: supplierCompany.inn }))).toMatchObject({ message: TERM_MESSAGES.ownCompany });
    const lonely = await server.registerUser({ role: 'supplier' });
    expect(await json(await post('/api/contracts', lonely.accessToken, { ...terms(), counterpartyInn: buyerCompany.inn }))).toMatchObject({ message: TERM_MESSAGES.noCompany });
    expect((await post('/api/contracts', admin.accessToken, { ...terms(), counterpartyInn: buyerCompany.inn })).status).toBe(403);
    contract = await ok<Contract>(await post('/api/contracts', supplier.accessToken, { ...terms(), counterpartyInn: buyerCompany.inn }), 201);
    expect(contract).toMatchObject({
      number: expect.stringMatching(/^Д-\d{6}$/), status: 'draft', statusLabel: 'Черновик', mySide: 'supplier',
      supplier: { name: supplierCompany.name }, buyer: { name: buyerCompany.name },
    });
  });

  it('is seen by the two companies and admins only', async () => {
    expect((await server.request(`/api/contracts/${contract.id}`, { token: buyer.accessToken })).status).toBe(200);
    expect((await server.request(`/api/contracts/${contract.id}`, { token: admin.accessToken })).status).toBe(200);
    expect((await server.request(`/api/contracts/${contract.id}`, { token: outsider.accessToken })).status).toBe(404);
    expect((await server.request(`/api/contracts/${contract.id}`, { token: otherSupplier.accessToken })).status).toBe(404);
    const list = await ok<{ contracts: Contract[] }>(await server.request('/api/contracts', { token: buyer.accessToken }));
    expect(list.contracts.map((c) => c.id)).toContain(contract.id);
    expect((await ok<{ contracts: Contract[] }>(await server.request('/api/contracts', { token: outsider.accessToken }))).contracts).toEqual([]);
    expect((await post(`/api/contracts/${contract.id}/sign`, outsider.accessToken)).status).toBe(404);
  });

  it('goes round changes, then is signed by the other side; each step in its history', async () => {
    expect((await post(`/api/contracts/${contract.id}/sign`, buyer.accessToken)).status).toBe(409);
    await ok(await post(`/api/contracts/${contract.id}/send`, supplier.accessToken));
    expect(await json(await post(`/api/contracts/${contract.id}/sign`, supplier.accessToken))).toMatchObject({ message: CONTRACT_MESSAGES.counterpartyStep });
    expect((await post(`/api/contracts/${contract.id}/request-changes`, buyer.accessToken, { comment: '' })).status).toBe(400);
    const asked = await ok<Contract>(await post(`/api/contracts/${contract.id}/request-changes`, buyer.accessToken, { comment: 'Отсрочка 30 дней' }));
    expect(asked).toMatchObject({ status: 'changes_requested', reason: 'Отсрочка 30 дней' });
    const revised = await ok<Contract>(await server.request(`/api/contracts/${contract.id}`, { method: 'PUT', token: supplier.accessToken, json: terms({ deferralDays: 30 }) }));
    expect(revised.terms.deferralDays).toBe(30);
    await ok(await post(`/api/contracts/${contract.id}/send`, supplier.accessToken));
    expect((await post(`/api/contracts/${contract.id}/scan`, buyer.accessToken, { url: 'https://example.com/x.pdf' })).status).toBe(400);
    const signed = await ok<Contract>(await post(`/api/contracts/${contract.id}/sign`, buyer.accessToken));
    expect(signed).toMatchObject({ status: 'signed', displayStatus: 'signed', statusLabel: 'Подписан', mySide: 'buyer' });
    expect(signed.history.map((step) => [step.action, step.side])).toEqual([
      ['Договор составлен', 'supplier'],
      ['Отправлен на подписание', 'supplier'],
      ['Запрошены изменения', 'buyer'],
      ['Условия изменены', 'supplier'],
      ['Отправлен на подписание', 'supplier'],
      ['Подписан обеими сторонами', 'buyer'],
    ]);
    // The buyer uploads the signed scan as a PDF and attaches it.
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%договор\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' }), 'dogovor.pdf');
    const uploaded = await ok<{ url: string }>(await server.request('/api/uploads/documents', { method: 'POST', body: form, token: buyer.accessToken }), 201);
    const scanned = await ok<Contract>(await post(`/api/contracts/${contract.id}/scan`, buyer.accessToken, { url: uploaded.url }));
    expect(scanned.scans).toMatchObject([{ url: uploaded.url, side: 'buyer' }]);
    expect((await server.request(uploaded.url)).headers.get('content-type')).toContain('application/pdf');
  });

  it('an order under it carries its terms to the supplier and onto the invoice', async () => {
    const categories = await json<Array<{ id: number; parentId: number | null; is_name_filter: boolean }>>(await server.request('/api/categories'));
    const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
    const product = async (owner: SignedIn) => {
      const created = await ok<{ id: number }>(await post('/api/products', owner.accessToken, { name: 'Балка надрессорная 100.00.002-6', price: 120_000, description: 'Новая', categoryId: leaf.id, quality: 'new' }), 201);
      await ok(await post(`/api/products/${created.id}/submit`, owner.accessToken));
      await ok(await post(`/api/admin/products/${created.id}/publish`, admin.accessToken));
      return created.id;
    };
    productId = await product(supplier);
    const available = await ok<{ contracts: Contract[] }>(await server.request(`/api/contracts/in-force?sellerId=${supplier.user.id}`, { token: buyer.accessToken }));
    expect(available.contracts.map((c) => c.id)).toEqual([contract.id]);
    const order = await ok<{ id: number; contract: { number: string; terms: string } }>(
      await post('/api/orders', buyer.accessToken, { productId, quantity: 2, deliveryType: 'delivery', deliveryAddress: 'ст. Пермь-Сортировочная', contractId: contract.id }),
      201,
    );
    expect(order.contract).toEqual({ id: contract.id, number: contract.number, terms: `По договору ${contract.number}, предоплата 30%, отсрочка 30 дн., Доставка до станции покупателя` });
    // Not with a supplier outside the contract, not by a stranger.
    const foreign = await product(otherSupplier);
    expect(await json(await post('/api/orders', buyer.accessToken, { productId: foreign, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Пермь', contractId: contract.id }))).toMatchObject({ message: NOT_FOR_SELLER });
    expect((await post('/api/orders', outsider.accessToken, { productId, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Пермь', contractId: contract.id })).status).toBe(404);
    await ok(await post(`/api/orders/${order.id}/accept`, supplier.accessToken, { unitPrice: 118_000, quantity: 2, deliveryDate: `${year + 1}-01-15`, terms: order.contract.terms }));
    await ok(await post(`/api/orders/${order.id}/confirm`, buyer.accessToken));
    const invoice = await ok<{ deal: { label: string }; total: number }>(await post('/api/accounting/documents', supplier.accessToken, { dealKind: 'order', dealId: order.id, docType: 'invoice' }), 201);
    expect(invoice).toMatchObject({ total: 236_000, deal: { label: expect.stringContaining(`Договор ${contract.number}`) } });
  });

  it('a service request under it carries its terms; the act names the contract', async () => {
    const service = await ok<{ id: number }>(await post('/api/services', supplier.accessToken, { name: 'Ремонт автосцепки СА-3', priceType: 'custom', isRemote: false, location: 'Пермь' }), 201);
    await ok(await post(`/api/services/${service.id}/submit`, supplier.accessToken));
    await ok(await post(`/api/admin/services/${service.id}/publish`, admin.accessToken));
    const request = await ok<{ id: number; contract: { number: string; terms: string } }>(
      await post('/api/service-requests', buyer.accessToken, { serviceId: service.id, description: 'Три автосцепки', contactEmail: buyer.user.email, contractId: contract.id }),
      201,
    );
    expect(request.contract).toMatchObject({ number: contract.number, terms: expect.stringContaining('предоплата 30%') });
    await ok(await post(`/api/service-requests/${request.id}/quote`, supplier.accessToken, { price: 30_000 }));
    await ok(await post(`/api/service-requests/${request.id}/accept`, buyer.accessToken));
    const invoice = await ok<{ deal: { label: string } }>(await post('/api/accounting/documents', supplier.accessToken, { dealKind: 'serviceRequest', dealId: request.id, docType: 'invoice' }), 201);
    expect(invoice.deal.label).toContain(`Договор ${contract.number}`);
    const otherService = await ok<{ id: number }>(await post('/api/services', otherSupplier.accessToken, { name: 'Окраска вагонов', priceType: 'custom', isRemote: true }), 201);
    await ok(await post(`/api/services/${otherService.id}/submit`, otherSupplier.accessToken));
    await ok(await post(`/api/admin/services/${otherService.id}/publish`, admin.accessToken));
    expect(await json(await post('/api/service-requests', buyer.accessToken, { serviceId: otherService.id, description: 'Окраска', contactEmail: buyer.user.email, contractId: contract.id }))).toMatchObject({ message: NOT_FOR_SELLER });
  });

  it('terminated with a reason by either side; then no order is placed under it', async () => {
    expect((await post(`/api/contracts/${contract.id}/terminate`, buyer.accessToken, { reason: ' ' })).status).toBe(400);
    const ended = await ok<Contract>(await post(`/api/contracts/${contract.id}/terminate`, buyer.accessToken, { reason: 'По соглашению сторон' }));
    expect(ended).toMatchObject({ status: 'terminated', statusLabel: 'Расторгнут', reason: 'По соглашению сторон' });
    expect(await json(await post('/api/orders', buyer.accessToken, { productId, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Пермь', contractId: contract.id }))).toMatchObject({ message: NOT_IN_FORCE });
    expect((await ok<{ contracts: Contract[] }>(await server.request(`/api/contracts/in-force?sellerId=${supplier.user.id}`, { token: buyer.accessToken }))).contracts).toEqual([]);
  });

  it('declined with a reason; a signed contract past its end reads as expired', async () => {
    const second = await ok<Contract>(await post('/api/contracts', buyer.accessToken, { ...terms(), counterpartyInn: supplierCompany.inn, send: true }), 201);
    expect(second).toMatchObject({ status: 'sent', mySide: 'buyer' });
    expect(await ok<Contract>(await post(`/api/contracts/${second.id}/decline`, supplier.accessToken, { reason: 'Другой объём' }))).toMatchObject({ status: 'declined', reason: 'Другой объём' });
    const old = await ok<Contract>(await post('/api/contracts', buyer.accessToken, { ...terms({ validFrom: '2020-01-01', validTo: '2020-12-31' }), counterpartyInn: supplierCompany.inn, send: true }), 201);
    expect(await ok<Contract>(await post(`/api/contracts/${old.id}/sign`, supplier.accessToken))).toMatchObject({ status: 'signed', displayStatus: 'expired', statusLabel: 'Истёк срок' });
    const expired = await ok<{ contracts: Contract[] }>(await server.request('/api/contracts?status=expired', { token: supplier.accessToken }));
    expect(expired.contracts.map((c) => c.id)).toEqual([old.id]);
    expect((await server.request('/api/contracts?status=всякие', { token: supplier.accessToken })).status).toBe(400);
  });
});
