import { marketplaceDay, marketplaceYear } from '../../shared/calendar/index.ts';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** A contract's text (ADR 0056): the договор поставки from its terms and both companies' requisites, read before signing. */

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let outsider: SignedIn;
const supplierCompany = randomCompany('ООО «Сцепка-Сервис»');
const buyerCompany = randomCompany('АО «Вагонное депо Пермь»', 'г. Пермь');
const SUPPLIER_BANK = {
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  corrAccount: '30101810400000000225',
  account: '40702810938000012345',
};

const post = (path: string, token: string, body: unknown = {}) =>
  server.request(path, { method: 'POST', token, json: body });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const year = marketplaceYear(new Date());
const document = (id: number, token?: string) =>
  server.request(`/api/contracts/${id}/document.pdf`, token ? { token } : {});

async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="dogovor-\d+\.pdf"$/);
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
  [supplier, buyer, outsider] = await Promise.all([
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'buyer' }),
    server.registerUser({ role: 'buyer' }),
  ]);
  const supplierId = (
    await ok<{ id: number }>(await post('/api/companies', supplier.accessToken, supplierCompany), 201)
  ).id;
  const buyerId = (
    await ok<{ id: number }>(await post('/api/companies', buyer.accessToken, buyerCompany), 201)
  ).id;
  await ok(await post('/api/companies', outsider.accessToken, randomCompany('ООО «Посторонние»')), 201);
  await ok(
    await server.request(`/api/companies/${supplierId}/bank`, {
      method: 'PUT',
      token: supplier.accessToken,
      json: SUPPLIER_BANK,
    }),
  );
  for (const id of [supplierId, buyerId])
    await ok(await post(`/api/admin/companies/${id}/verify`, admin.accessToken));
}, 120_000);
afterAll(() => server.stop());

describe('the contract’s text', () => {
  let contract: { id: number; number: string };

  it('is the договор поставки from the terms and both sides’ requisites, marked a draft until signed', async () => {
    contract = await ok(
      await post('/api/contracts', supplier.accessToken, {
        counterpartyInn: buyerCompany.inn,
        subject: 'Поставка литых деталей тележек грузовых вагонов',
        validFrom: `${year}-01-01`,
        validTo: `${year + 1}-12-31`,
        prepaymentPercent: 30,
        deferralDays: 15,
        deliveryTerms: 'Доставка до станции Пермь-Сортировочная',
        priceReference: 'Прайс-лист поставщика',
        send: true,
      }),
      201,
    );
    const text = await pdfText(await document(contract.id, buyer.accessToken));
    expect(text).toContain(`ДОГОВОР ПОСТАВКИ № ${contract.number}`);
    expect(text).toContain('Проект договора: не подписан.');
    expect(text).toContain('Дата заключения: «____» ______________ 20____ г.');
    for (const section of [
      '1. Предмет договора',
      '2. Цена и порядок расчётов',
      '3. Сроки и условия поставки',
      '4. Приёмка Товара',
      '5. Ответственность Сторон',
      '6. Срок действия договора',
      '7. Реквизиты и подписи Сторон',
    ]) {
      expect(text).toContain(section);
    }
    expect(text).toContain('Предмет договора: Поставка литых деталей тележек грузовых вагонов.');
    expect(text).toContain('Покупатель вносит предоплату в размере 30 % стоимости Товара');
    expect(text).toContain(
      'Оставшуюся часть стоимости Товара Покупатель оплачивает в течение 15 календарных дней с даты поставки',
    );
    expect(text).toContain('Условия поставки: Доставка до станции Пермь-Сортировочная.');
    expect(text).toContain('Цены на Товар определяются по: Прайс-лист поставщика.');
    expect(text).toContain(`Договор действует с 01.01.${year} по 31.12.${year + 1} включительно`);
    for (const company of [supplierCompany, buyerCompany]) {
      expect(text).toContain(`${company.name} (ИНН ${company.inn})`);
      expect(text).toContain(`ИНН ${company.inn}, КПП ${company.kpp}`);
      expect(text).toContain(`ОГРН ${company.ogrn}`);
      expect(text).toContain(`Адрес: ${company.legalAddress}`);
    }
    expect(text).toContain(
      `Банк: ${SUPPLIER_BANK.bankName}, БИК ${SUPPLIER_BANK.bik} к/с ${SUPPLIER_BANK.corrAccount} р/с ${SUPPLIER_BANK.account}`,
    );
    expect(text).toMatch(/Поставщик .+ \(подпись\) \(расшифровка подписи\) М\.П\./);
  });

  it('is read by both companies and admins; anyone else gets 404, a guest 401', async () => {
    for (const reader of [supplier, buyer, admin])
      expect((await document(contract.id, reader.accessToken)).status).toBe(200);
    expect((await document(contract.id, outsider.accessToken)).status).toBe(404);
    expect((await document(999_999, supplier.accessToken)).status).toBe(404);
    expect((await document(contract.id)).status).toBe(401);
  });

  it('once signed, names the day it was signed', async () => {
    await ok(await post(`/api/contracts/${contract.id}/sign`, buyer.accessToken));
    const today = marketplaceDay(new Date()).split('-').reverse().join('.');
    const text = await pdfText(await document(contract.id, supplier.accessToken));
    expect(text).toContain(`Дата заключения: ${today}`);
    expect(text).toContain(`Договор подписан Сторонами ${today} на площадке «ВагонЗапчасть».`);
    expect(text).not.toContain('Проект договора');
  });
});
