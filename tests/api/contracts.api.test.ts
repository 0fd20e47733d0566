import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGES,
  NOT_FOR_SELLER,
  NOT_IN_FORCE,
  TERM_MESSAGES,
} from '../../backend/modules/contracts/index.ts';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceYear } from '../../shared/calendar/index.ts';

/** 'Договора' (ADR 0033): two companies agree a contract; a deal under it takes its terms. */

interface Contract {
  id: number;
  number: string;
  status: string;
  displayStatus: string;
  statusLabel: string;
  mySide: string | null;
  supplier: { companyId: number | null; name: string; inn: string };
  buyer: { companyId: number | null; name: string; inn: string };
  awaitingVerification: boolean;
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
const post = (path: string, token: string, body: unknown = {}) =>
  server.request(path, { method: 'POST', token, json: body });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const year = marketplaceYear(new Date());
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
  // Both receive contracts addressed to their ИНН: an admin has checked them (ADR 0052).
  for (const [user, company] of [
    [supplier, supplierCompany],
    [buyer, buyerCompany],
  ] as const) {
    const { id } = await ok<{ id: number }>(await post('/api/companies', user.accessToken, company), 201);
    await ok(await post(`/api/admin/companies/${id}/verify`, admin.accessToken));
  }
  await ok(
    await post('/api/companies', otherSupplier.accessToken, randomCompany('ООО «Другой поставщик»')),
    201,
  );
  await ok(await post('/api/companies', outsider.accessToken, randomCompany('ООО «Посторонние»')), 201);
}, 180_000);
afterAll(() => server.stop());

describe('a contract between a supplier and a buyer', () => {
  let contract: Contract;
  let productId: number;

  it('is proposed to a company by its ИНН and checked field by field', async () => {
    const bad = await post('/api/contracts', supplier.accessToken, {
      ...terms({ subject: '', prepaymentPercent: 120 }),
      counterpartyInn: buyerCompany.inn,
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({
      fields: { subject: TERM_MESSAGES.subject, prepaymentPercent: TERM_MESSAGES.prepaymentPercent },
    });
    expect(
      await json(
        await post('/api/contracts', supplier.accessToken, { ...terms(), counterpartyInn: '7707083893' }),
      ),
    ).toMatchObject({ message: TERM_MESSAGES.counterpartyUnknown });
    expect(
      await json(
        await post('/api/contracts', supplier.accessToken, {
          ...terms(),
          counterpartyInn: supplierCompany.inn,
        }),
      ),
    ).toMatchObject({ message: TERM_MESSAGES.ownCompany });
    const lonely = await server.registerUser({ role: 'supplier' });
    expect(
      await json(
        await post('/api/contracts', lonely.accessToken, { ...terms(), counterpartyInn: buyerCompany.inn }),
      ),
    ).toMatchObject({ message: TERM_MESSAGES.noCompany });
    expect(
      (await post('/api/contracts', admin.accessToken, { ...terms(), counterpartyInn: buyerCompany.inn }))
        .status,
    ).toBe(403);
    contract = await ok<Contract>(
      await post('/api/contracts', supplier.accessToken, { ...terms(), counterpartyInn: buyerCompany.inn }),
      201,
    );
    expect(contract).toMatchObject({
      number: expect.stringMatching(/^Д-\d{6}$/),
      status: 'draft',
      statusLabel: 'Черновик',
      mySide: 'supplier',
      supplier: { name: supplierCompany.name },
      buyer: { name: buyerCompany.name },
    });
  });

  it('is seen by the two companies and admins only', async () => {
    expect((await server.request(`/api/contracts/${contract.id}`, { token: buyer.accessToken })).status).toBe(
      200,
    );
    expect((await server.request(`/api/contracts/${contract.id}`, { token: admin.accessToken })).status).toBe(
      200,
    );
    expect(
      (await server.request(`/api/contracts/${contract.id}`, { token: outsider.accessToken })).status,
    ).toBe(404);
    expect(
      (await server.request(`/api/contracts/${contract.id}`, { token: otherSupplier.accessToken })).status,
    ).toBe(404);
    const list = await ok<{ contracts: Contract[] }>(
      await server.request('/api/contracts', { token: buyer.accessToken }),
    );
    expect(list.contracts.map((c) => c.id)).toContain(contract.id);
    expect(
      (
        await ok<{ contracts: Contract[] }>(
          await server.request('/api/contracts', { token: outsider.accessToken }),
        )
      ).contracts,
    ).toEqual([]);
    expect((await post(`/api/contracts/${contract.id}/sign`, outsider.accessToken)).status).toBe(404);
  });

  it('goes round changes, then is signed by the other side; each step in its history', async () => {
    expect((await post(`/api/contracts/${contract.id}/sign`, buyer.accessToken)).status).toBe(409);
    await ok(await post(`/api/contracts/${contract.id}/send`, supplier.accessToken));
    expect(await json(await post(`/api/contracts/${contract.id}/sign`, supplier.accessToken))).toMatchObject({
      message: CONTRACT_MESSAGES.counterpartyStep,
    });
    expect(
      (await post(`/api/contracts/${contract.id}/request-changes`, buyer.accessToken, { comment: '' }))
        .status,
    ).toBe(400);
    const asked = await ok<Contract>(
      await post(`/api/contracts/${contract.id}/request-changes`, buyer.accessToken, {
        comment: 'Отсрочка 30 дней',
      }),
    );
    expect(asked).toMatchObject({ status: 'changes_requested', reason: 'Отсрочка 30 дней' });
    const revised = await ok<Contract>(
      await server.request(`/api/contracts/${contract.id}`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: terms({ deferralDays: 30 }),
      }),
    );
    expect(revised.terms.deferralDays).toBe(30);
    await ok(await post(`/api/contracts/${contract.id}/send`, supplier.accessToken));
    expect(
      (
        await post(`/api/contracts/${contract.id}/scan`, buyer.accessToken, {
          url: 'https://example.com/x.pdf',
        })
      ).status,
    ).toBe(400);
    const signed = await ok<Contract>(await post(`/api/contracts/${contract.id}/sign`, buyer.accessToken));
    expect(signed).toMatchObject({
      status: 'signed',
      displayStatus: 'signed',
      statusLabel: 'Подписан',
      mySide: 'buyer',
    });
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
    form.append(
      'file',
      new Blob([new TextEncoder().encode('%PDF-1.4\n%договор\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], {
        type: 'application/pdf',
      }),
      'dogovor.pdf',
    );
    const uploaded = await ok<{ url: string }>(
      await server.request('/api/uploads/documents', {
        method: 'POST',
        body: form,
        token: buyer.accessToken,
      }),
      201,
    );
    const scanned = await ok<Contract>(
      await post(`/api/contracts/${contract.id}/scan`, buyer.accessToken, { url: uploaded.url }),
    );
    expect(scanned.scans).toMatchObject([{ url: uploaded.url, side: 'buyer' }]);
    expect((await server.request(uploaded.url)).headers.get('content-type')).toContain('application/pdf');
  });

  it('an order under it carries its terms to the supplier and onto the invoice', async () => {
    const categories = await json<Array<{ id: number; parentId: number | null; is_name_filter: boolean }>>(
      await server.request('/api/categories'),
    );
    const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
    const product = async (owner: SignedIn) => {
      const created = await ok<{ id: number }>(
        await post('/api/products', owner.accessToken, {
          name: 'Балка надрессорная 100.00.002-6',
          price: 120_000,
          description: 'Новая',
          categoryId: leaf.id,
          quality: 'new',
        }),
        201,
      );
      await ok(await post(`/api/products/${created.id}/submit`, owner.accessToken));
      await ok(await post(`/api/admin/products/${created.id}/publish`, admin.accessToken));
      return created.id;
    };
    productId = await product(supplier);
    const available = await ok<{ contracts: Contract[] }>(
      await server.request(`/api/contracts/in-force?sellerId=${supplier.user.id}`, {
        token: buyer.accessToken,
      }),
    );
    expect(available.contracts.map((c) => c.id)).toEqual([contract.id]);
    const order = await ok<{ id: number; contract: { number: string; terms: string } }>(
      await post('/api/orders', buyer.accessToken, {
        productId,
        quantity: 2,
        deliveryType: 'delivery',
        deliveryAddress: 'ст. Пермь-Сортировочная',
        contractId: contract.id,
      }),
      201,
    );
    expect(order.contract).toEqual({
      id: contract.id,
      number: contract.number,
      terms: `По договору ${contract.number}, предоплата 30%, отсрочка 30 дн., Доставка до станции покупателя`,
    });
    // Not with a supplier outside the contract, not by a stranger.
    const foreign = await product(otherSupplier);
    expect(
      await json(
        await post('/api/orders', buyer.accessToken, {
          productId: foreign,
          quantity: 1,
          deliveryType: 'delivery',
          deliveryAddress: 'Пермь',
          contractId: contract.id,
        }),
      ),
    ).toMatchObject({ message: NOT_FOR_SELLER });
    expect(
      (
        await post('/api/orders', outsider.accessToken, {
          productId,
          quantity: 1,
          deliveryType: 'delivery',
          deliveryAddress: 'Пермь',
          contractId: contract.id,
        })
      ).status,
    ).toBe(404);
    await ok(
      await post(`/api/orders/${order.id}/accept`, supplier.accessToken, {
        unitPrice: 118_000,
        quantity: 2,
        deliveryDate: `${year + 1}-01-15`,
        terms: order.contract.terms,
      }),
    );
    await ok(await post(`/api/orders/${order.id}/confirm`, buyer.accessToken));
    const invoice = await ok<{ deal: { label: string }; total: number }>(
      await post('/api/accounting/documents', supplier.accessToken, {
        dealKind: 'order',
        dealId: order.id,
        docType: 'invoice',
      }),
      201,
    );
    expect(invoice).toMatchObject({
      total: 236_000,
      deal: { label: expect.stringContaining(`Договор ${contract.number}`) },
    });
  });

  it('a service request under it carries its terms; the act names the contract', async () => {
    const service = await ok<{ id: number }>(
      await post('/api/services', supplier.accessToken, {
        name: 'Ремонт автосцепки СА-3',
        priceType: 'custom',
        isRemote: false,
        location: 'Пермь',
      }),
      201,
    );
    await ok(await post(`/api/services/${service.id}/submit`, supplier.accessToken));
    await ok(await post(`/api/admin/services/${service.id}/publish`, admin.accessToken));
    const request = await ok<{ id: number; contract: { number: string; terms: string } }>(
      await post('/api/service-requests', buyer.accessToken, {
        serviceId: service.id,
        description: 'Три автосцепки',
        contactEmail: buyer.user.email,
        contractId: contract.id,
      }),
      201,
    );
    expect(request.contract).toMatchObject({
      number: contract.number,
      terms: expect.stringContaining('предоплата 30%'),
    });
    await ok(
      await post(`/api/service-requests/${request.id}/quote`, supplier.accessToken, { price: 30_000 }),
    );
    await ok(await post(`/api/service-requests/${request.id}/accept`, buyer.accessToken));
    const invoice = await ok<{ deal: { label: string } }>(
      await post('/api/accounting/documents', supplier.accessToken, {
        dealKind: 'serviceRequest',
        dealId: request.id,
        docType: 'invoice',
      }),
      201,
    );
    expect(invoice.deal.label).toContain(`Договор ${contract.number}`);
    const otherService = await ok<{ id: number }>(
      await post('/api/services', otherSupplier.accessToken, {
        name: 'Окраска вагонов',
        priceType: 'custom',
        isRemote: true,
      }),
      201,
    );
    await ok(await post(`/api/services/${otherService.id}/submit`, otherSupplier.accessToken));
    await ok(await post(`/api/admin/services/${otherService.id}/publish`, admin.accessToken));
    expect(
      await json(
        await post('/api/service-requests', buyer.accessToken, {
          serviceId: otherService.id,
          description: 'Окраска',
          contactEmail: buyer.user.email,
          contractId: contract.id,
        }),
      ),
    ).toMatchObject({ message: NOT_FOR_SELLER });
  });

  it('terminated with a reason by either side; then no order is placed under it', async () => {
    expect(
      (await post(`/api/contracts/${contract.id}/terminate`, buyer.accessToken, { reason: ' ' })).status,
    ).toBe(400);
    const ended = await ok<Contract>(
      await post(`/api/contracts/${contract.id}/terminate`, buyer.accessToken, {
        reason: 'По соглашению сторон',
      }),
    );
    expect(ended).toMatchObject({
      status: 'terminated',
      statusLabel: 'Расторгнут',
      reason: 'По соглашению сторон',
    });
    expect(
      await json(
        await post('/api/orders', buyer.accessToken, {
          productId,
          quantity: 1,
          deliveryType: 'delivery',
          deliveryAddress: 'Пермь',
          contractId: contract.id,
        }),
      ),
    ).toMatchObject({ message: NOT_IN_FORCE });
    expect(
      (
        await ok<{ contracts: Contract[] }>(
          await server.request(`/api/contracts/in-force?sellerId=${supplier.user.id}`, {
            token: buyer.accessToken,
          }),
        )
      ).contracts,
    ).toEqual([]);
  });

  it('declined with a reason; a signed contract past its end reads as expired', async () => {
    const second = await ok<Contract>(
      await post('/api/contracts', buyer.accessToken, {
        ...terms(),
        counterpartyInn: supplierCompany.inn,
        send: true,
      }),
      201,
    );
    expect(second).toMatchObject({ status: 'sent', mySide: 'buyer' });
    expect(
      await ok<Contract>(
        await post(`/api/contracts/${second.id}/decline`, supplier.accessToken, { reason: 'Другой объём' }),
      ),
    ).toMatchObject({ status: 'declined', reason: 'Другой объём' });
    const old = await ok<Contract>(
      await post('/api/contracts', buyer.accessToken, {
        ...terms({ validFrom: '2020-01-01', validTo: '2020-12-31' }),
        counterpartyInn: supplierCompany.inn,
        send: true,
      }),
      201,
    );
    expect(
      await ok<Contract>(await post(`/api/contracts/${old.id}/sign`, supplier.accessToken)),
    ).toMatchObject({ status: 'signed', displayStatus: 'expired', statusLabel: 'Истёк срок' });
    const expired = await ok<{ contracts: Contract[] }>(
      await server.request('/api/contracts?status=expired', { token: supplier.accessToken }),
    );
    expect(expired.contracts.map((c) => c.id)).toEqual([old.id]);
    expect(
      (await server.request('/api/contracts?status=всякие', { token: supplier.accessToken })).status,
    ).toBe(400);
  });
});

describe('a contract addressed to an ИНН reaches only the company an admin verified with it (ADR 0052)', () => {
  const firm = randomCompany('АО «Вагонное депо Смычка»', 'г. Нижний Тагил');
  let stranger: SignedIn;
  let strangerCompany: { id: number };
  let real: SignedIn;
  let realCompany: { id: number };
  let waiting: Contract;

  const seen = async (user: SignedIn, id: number) =>
    (await server.request(`/api/contracts/${id}`, { token: user.accessToken })).status;
  const listed = async (user: SignedIn) =>
    (
      await ok<{ contracts: Contract[] }>(await server.request('/api/contracts', { token: user.accessToken }))
    ).contracts.map((c) => c.id);

  beforeAll(async () => {
    // A stranger founds a company with the firm's ИНН before the firm comes to the site.
    stranger = await server.registerUser({ role: 'buyer' });
    strangerCompany = await ok<{ id: number }>(
      await post('/api/companies', stranger.accessToken, { ...firm, name: 'ООО «Самозванец»' }),
      201,
    );
  }, 60_000);

  it('waits while only an unverified claim names the ИНН: the stranger neither sees nor signs it, the supplier is told why', async () => {
    waiting = await ok<Contract>(
      await post('/api/contracts', supplier.accessToken, {
        ...terms(),
        counterpartyInn: firm.inn,
        send: true,
      }),
      201,
    );
    expect(waiting).toMatchObject({
      status: 'sent',
      mySide: 'supplier',
      awaitingVerification: true,
      buyer: { companyId: null, inn: firm.inn, name: '' },
    });
    expect(await seen(stranger, waiting.id)).toBe(404);
    expect(await listed(stranger)).not.toContain(waiting.id);
    expect((await post(`/api/contracts/${waiting.id}/sign`, stranger.accessToken)).status).toBe(404);
    expect(
      (await post(`/api/contracts/${waiting.id}/decline`, stranger.accessToken, { reason: 'Не нужно' }))
        .status,
    ).toBe(404);
    const mine = (
      await ok<{ contracts: Contract[] }>(
        await server.request('/api/contracts', { token: supplier.accessToken }),
      )
    ).contracts;
    expect(mine.find((c) => c.id === waiting.id)).toMatchObject({ awaitingVerification: true });
  });

  it('reaches the firm once an admin verifies it, after reading the выписка it sent; the stranger still sees nothing', async () => {
    real = await server.registerUser({ role: 'buyer' });
    realCompany = await ok<{ id: number }>(await post('/api/companies', real.accessToken, firm), 201);
    expect(await seen(real, waiting.id)).toBe(404);
    const form = new FormData();
    form.append(
      'file',
      new Blob(
        [new TextEncoder().encode('%PDF-1.4\n%выписка ЕГРЮЛ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
        { type: 'application/pdf' },
      ),
      'egrul.pdf',
    );
    const uploaded = await ok<{ url: string }>(
      await server.request('/api/uploads/documents', { method: 'POST', body: form, token: real.accessToken }),
      201,
    );
    const proved = await ok<{ proof: { url: string; kind: string } }>(
      await post(`/api/companies/${realCompany.id}/proof`, real.accessToken, {
        url: uploaded.url,
        kind: 'egrul',
      }),
    );
    expect(proved.proof).toMatchObject({ url: uploaded.url, kind: 'egrul' });
    // The admin sees both claims of the ИНН first, and the firm's document.
    const checks = await ok<{
      companies: Array<{ id: number; sameInnCount: number; proof: { url: string } | null }>;
    }>(await server.request('/api/admin/companies', { token: admin.accessToken }));
    expect(
      checks.companies
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual([strangerCompany.id, realCompany.id].sort());
    expect(checks.companies.find((c) => c.id === realCompany.id)).toMatchObject({
      sameInnCount: 2,
      proof: { url: uploaded.url },
    });

    await ok(await post(`/api/admin/companies/${realCompany.id}/verify`, admin.accessToken));
    expect(await seen(real, waiting.id)).toBe(200);
    expect(await listed(real)).toContain(waiting.id);
    expect(await seen(stranger, waiting.id)).toBe(404);
    const delivered = await ok<Contract>(
      await server.request(`/api/contracts/${waiting.id}`, { token: supplier.accessToken }),
    );
    expect(delivered).toMatchObject({
      awaitingVerification: false,
      buyer: { companyId: realCompany.id, name: firm.name, inn: firm.inn },
    });
  });

  it('waits again when the check is withdrawn before signing, and comes back with it; once signed it stays with the signer', async () => {
    await ok(
      await post(`/api/admin/companies/${realCompany.id}/revoke-verification`, admin.accessToken, {
        reason: 'Сверяем адрес',
      }),
    );
    expect(await seen(real, waiting.id)).toBe(404);
    expect((await post(`/api/contracts/${waiting.id}/sign`, real.accessToken)).status).toBe(404);
    expect(
      await ok<Contract>(
        await server.request(`/api/contracts/${waiting.id}`, { token: supplier.accessToken }),
      ),
    ).toMatchObject({ awaitingVerification: true });

    await ok(await post(`/api/admin/companies/${realCompany.id}/verify`, admin.accessToken));
    const signed = await ok<Contract>(await post(`/api/contracts/${waiting.id}/sign`, real.accessToken));
    expect(signed).toMatchObject({
      status: 'signed',
      mySide: 'buyer',
      buyer: { companyId: realCompany.id, name: firm.name },
    });

    await ok(
      await post(`/api/admin/companies/${realCompany.id}/revoke-verification`, admin.accessToken, {
        reason: 'Повторная проверка',
      }),
    );
    expect(await seen(real, waiting.id)).toBe(200);
    expect(
      await ok<Contract>(
        await server.request(`/api/contracts/${waiting.id}`, { token: supplier.accessToken }),
      ),
    ).toMatchObject({ awaitingVerification: false, buyer: { companyId: realCompany.id } });
    expect(await seen(stranger, waiting.id)).toBe(404);
  });

  it('is refused for an ИНН no company on the site names, and for its own', async () => {
    expect(
      await json(
        await post('/api/contracts', supplier.accessToken, {
          ...terms(),
          counterpartyInn: randomCompany('x').inn,
        }),
      ),
    ).toMatchObject({ message: TERM_MESSAGES.counterpartyUnknown });
    expect(
      await json(
        await post('/api/contracts', supplier.accessToken, {
          ...terms(),
          counterpartyInn: supplierCompany.inn,
        }),
      ),
    ).toMatchObject({ message: TERM_MESSAGES.ownCompany });
  });

  it("lets only the firm's admin send a proving document, as a PDF uploaded to the site", async () => {
    expect(
      (
        await post(`/api/companies/${realCompany.id}/proof`, stranger.accessToken, {
          url: '/uploads/documents/a.pdf',
          kind: 'egrul',
        })
      ).status,
    ).toBe(403);
    const bad = await post(`/api/companies/${realCompany.id}/proof`, real.accessToken, {
      url: 'https://example.com/a.pdf',
      kind: 'паспорт',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(bad)).fields).sort()).toEqual([
      'kind',
      'url',
    ]);
  });
});
