import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { PDFParse } from 'pdf-parse';
import { rublesInWords } from '../../backend/modules/accounting/index.ts';
import { randomCompany } from '../support/requisites.ts';
import { createAdmin, loginOnPage, registerByApi, unique, type Account } from './support/accounts.ts';
import { marketplaceDayIn } from '../support/days.ts';

/**
 * Issue 20 end to end: two companies sign a contract in 'Договора', an order under it is confirmed,
 * the supplier issues the invoice in 'Бухгалтерия', both see it, its PDF holds the requisites, the
 * amount and the amount in words, and the register exports.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function publishedProduct(request: APIRequestContext, supplier: Account, admin: Account) {
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
  const name = `Автосцепка СА-3 e2e ${unique()}`;
  const created = await request.post('/api/products', {
    headers: auth(supplier),
    data: { name, price: 64_500, description: 'Автосцепка в сборе', categoryId: leaf.id, quality: 'new' },
  });
  const { id } = (await created.json()) as { id: number };
  await request.post(`/api/products/${id}/submit`, { headers: auth(supplier) });
  expect((await request.post(`/api/admin/products/${id}/publish`, { headers: auth(admin) })).status()).toBe(
    200,
  );
  return { id, name };
}

test('договор подписан, заявка по нему подтверждена, счёт выставлен и скачан в PDF, реестр выгружается', async ({
  page,
  openPage,
  request,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  // Two people in two browsers through three sections and three PDFs: the bound is for a loaded machine.
  test.setTimeout(240_000);
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const buyer = await registerByApi(request, 'buyer');
  const supplierCompany = randomCompany(`ООО «Сцепка ${unique()}»`);
  const buyerCompany = randomCompany(`АО «Депо ${unique()}»`, 'г. Екатеринбург');
  expect(
    (await request.post('/api/companies', { headers: auth(supplier), data: supplierCompany })).status(),
  ).toBe(201);
  const buyerCreated = await request.post('/api/companies', { headers: auth(buyer), data: buyerCompany });
  expect(buyerCreated.status()).toBe(201);
  // A contract addressed to the buyer's ИНН reaches its company once an admin has checked it (ADR 0052).
  const { id: buyerCompanyId } = (await buyerCreated.json()) as { id: number };
  expect(
    (await request.post(`/api/admin/companies/${buyerCompanyId}/verify`, { headers: auth(admin) })).status(),
  ).toBe(200);
  const product = await publishedProduct(request, supplier, admin);

  // The supplier proposes a contract to the buyer's company by its ИНН.
  await loginOnPage(page, supplier, '/profile/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Договора' })).toBeVisible();
  await expect(page.getByText('Договоров пока нет')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Новый договор' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Новый договор' });
  await editor.getByLabel('ИНН контрагента').fill(buyerCompany.inn);
  await editor.getByLabel('Предмет договора').fill('Поставка автосцепного оборудования');
  await editor.getByLabel('Предоплата, %').fill('30');
  await editor.getByLabel('Отсрочка оплаты, дней').fill('10');
  await editor.getByLabel('Условия поставки').fill('Доставка до станции покупателя');
  await editor.getByRole('button', { name: 'Отправить на подписание' }).click();
  await expect(editor).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: buyerCompany.name });
  await expect(row.getByText('На подписании')).toBeVisible();
  const number = (await row.getByRole('button').first().innerText()).trim();
  expect(number).toMatch(/^Д-\d{6}$/);

  // The buyer signs it.
  const buyerPage = await openPage({ acceptDownloads: true });
  await loginOnPage(buyerPage, buyer, '/profile/contracts');
  await buyerPage.getByRole('button', { name: number }).click();
  const panel = buyerPage.getByRole('dialog', { name: `Договор ${number}` });
  await expect(panel.getByText('Предоплата 30%, отсрочка 10 дн.')).toBeVisible();
  // Signing asks first, naming what is signed, with the contract's text at hand (ADR 0056).
  await panel.getByRole('button', { name: 'Подписать' }).click();
  const confirm = buyerPage.getByRole('dialog', { name: 'Подписать договор?' });
  await expect(confirm).toContainText(
    `Подписать договор № ${number} с ${supplierCompany.name} на условиях: «Поставка автосцепного оборудования», предоплата 30 %, отсрочка оплаты 10 дн., поставка: Доставка до станции покупателя, срок действия с`,
  );
  const contractFile = buyerPage.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Текст договора (PDF)' }).click();
  const contractParser = new PDFParse({
    data: new Uint8Array(await readFile(await (await contractFile).path())),
  });
  const contractText = (await contractParser.getText()).text.replace(/\s+/g, ' ');
  await contractParser.destroy();
  expect(contractText).toContain(`ДОГОВОР ПОСТАВКИ № ${number}`);
  expect(contractText).toContain('Проект договора: не подписан.');
  for (const requisite of [
    `${supplierCompany.name} (ИНН ${supplierCompany.inn})`,
    `${buyerCompany.name} (ИНН ${buyerCompany.inn})`,
    `ОГРН ${buyerCompany.ogrn}`,
  ])
    expect(contractText).toContain(requisite);
  await confirm.getByRole('button', { name: 'Подписать' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('Подписан', { exact: true })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Подписан обеими сторонами' })).toContainText(
    'Покупатель',
  );

  // The buyer orders under the contract from the product page.
  await buyerPage.goto(`/product/${product.id}`);
  await buyerPage.getByRole('main').getByRole('button', { name: 'Оформить заявку' }).click();
  const modal = buyerPage.getByRole('dialog', { name: 'Заявка на товар' });
  await modal.getByLabel('Доставка').check();
  await modal.getByLabel('Адрес доставки').fill('ст. Екатеринбург-Сортировочный');
  await modal.getByLabel('По договору').selectOption({
    label: `По договору ${number}, предоплата 30%, отсрочка 10 дн., Доставка до станции покупателя`,
  });
  await modal.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(buyerPage.getByText('Ваша заявка успешно отправлена')).toBeVisible();

  // The supplier sees the contract on the request and answers with its terms; the buyer confirms (API).
  const orders = (await (
    await request.get('/api/orders?side=seller', { headers: auth(supplier) })
  ).json()) as { orders: Array<{ id: number; contract: { number: string } | null }> };
  const order = orders.orders.find((o) => o.contract?.number === number)!;
  const tomorrow = marketplaceDayIn(1);
  expect(
    (
      await request.post(`/api/orders/${order.id}/accept`, {
        headers: auth(supplier),
        data: { unitPrice: 63_250.5, quantity: 1, deliveryDate: tomorrow },
      })
    ).status(),
  ).toBe(200);
  expect((await request.post(`/api/orders/${order.id}/confirm`, { headers: auth(buyer) })).status()).toBe(
    200,
  );

  // The supplier issues the invoice from 'Бухгалтерия'.
  await page.goto('/profile/accounting');
  await page.getByRole('tab', { name: 'К выставлению' }).click();
  const deal = page.getByRole('row').filter({ hasText: `Договор ${number}` });
  await deal.getByRole('button', { name: 'Выставить счёт' }).click();
  await expect(page.getByText(/Счёт № \d+ выставлен/)).toBeVisible();
  await page.getByRole('tab', { name: 'Выставленные' }).click();
  const issued = page.getByRole('row').filter({ hasText: buyerCompany.name });
  await expect(issued.getByText('Не оплачен')).toBeVisible();
  await issued.getByRole('button', { name: 'Оплата' }).click();
  const payment = page.getByRole('dialog', { name: /Оплата по счёту/ });
  await payment.getByLabel('Оплачено всего, ₽').fill('20000');
  await payment.getByRole('button', { name: 'Сохранить' }).click();
  await expect(issued.getByText('Оплачен частично')).toBeVisible();

  // The buyer sees it among received documents and downloads its PDF.
  await buyerPage.goto('/profile/accounting');
  const received = buyerPage.getByRole('row').filter({ hasText: supplierCompany.name });
  await expect(received.getByText('Оплачен частично')).toBeVisible();
  const download = buyerPage.waitForEvent('download');
  await received.getByRole('button', { name: /^PDF/ }).click();
  const file = await (await download).path();
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  for (const requisite of [
    supplierCompany.name,
    `ИНН ${supplierCompany.inn}`,
    `КПП ${supplierCompany.kpp}`,
    buyerCompany.name,
    `ИНН ${buyerCompany.inn}`,
  ])
    expect(text).toContain(requisite);
  expect(text).toContain(`Основание: Договор поставки № ${number} от `);
  expect(text).toContain(
    'Руководитель (подпись) (расшифровка подписи) Главный бухгалтер (подпись) (расшифровка подписи)',
  );
  expect(text).toContain('63 250,50');
  expect(text).toContain(rublesInWords(63_250.5));

  // The register exports for the accountant.
  const xlsx = buyerPage.waitForEvent('download');
  await buyerPage.getByRole('button', { name: 'XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^reestr-dokumentov-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
