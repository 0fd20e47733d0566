import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_SUPPLIER_PASSWORD, DEMO_SUPPLIERS } from '../../backend/app/seed/index.ts';
import { expect, test } from './support/test.ts';
import { loginOnPage, registerByApi, unique } from './support/accounts.ts';

/**
 * «Запрос предложений» (ADR 0069) with three parties: a buyer asks the two demo suppliers of the
 * Ш-2-В draft gear for a 2-line request from the part's offers; each answers in its cabinet without
 * seeing the other; the buyer asks one of them a question, which only that supplier sees (live)
 * and answers (ADR 0072); the buyer compares, closes and awards a line to each; the orders appear in
 * the buyer's and the suppliers' cabinets. At 1366 px and at 390 px.
 */

interface Offer {
  productId: number;
  supplier: { id: number; name: string | null };
}

async function demoOffers(request: APIRequestContext): Promise<Offer[]> {
  const found = (await (await request.get(`/api/parts?search=${encodeURIComponent('Ш-2-В')}`)).json()) as {
    parts: Array<{ id: number }>;
  };
  return ((await (await request.get(`/api/parts/${found.parts[0]!.id}`)).json()) as { offers: Offer[] })
    .offers;
}

/** The demo suppliers of these offers, with their e-mails (they sign in as the demo does). */
async function suppliersOf(request: APIRequestContext, offers: Offer[]) {
  const found: Array<{ id: number; name: string; email: string }> = [];
  for (const supplier of DEMO_SUPPLIERS) {
    const login = await request.post('/api/auth/login', {
      data: { email: supplier.email, password: DEMO_SUPPLIER_PASSWORD },
    });
    const id = ((await login.json()) as { user: { id: number } }).user.id;
    const offer = offers.find((o) => o.supplier.id === id);
    if (offer && !found.some((f) => f.id === id))
      found.push({ id, name: offer.supplier.name!, email: supplier.email });
  }
  return found;
}

async function answerAsSupplier(
  page: Page,
  supplier: { email: string },
  requestId: number,
  prices: [string, string],
  days: [string, string],
) {
  await loginOnPage(
    page,
    { email: supplier.email, password: DEMO_SUPPLIER_PASSWORD },
    `/profile/products?quote=${requestId}`,
  );
  const panel = page.getByRole('dialog', { name: /Запрос ЗП-/ });
  await expect(panel).toBeVisible();
  const form = panel.getByRole('form', { name: 'Ваше предложение' });
  const lines = form.getByTestId('answer-line');
  await expect(lines).toHaveCount(2);
  for (const [index, line] of [lines.nth(0), lines.nth(1)].entries()) {
    await line.getByLabel('Цена с НДС, ₽').fill(prices[index]!);
    await line.getByLabel('Срок, дн.').fill(days[index]!);
  }
  await form.getByRole('button', { name: 'Отправить предложение' }).click();
  await expect(panel.getByText('Предложение отправлено').first()).toBeVisible();
  // Sealed: the other supplier is nowhere on its screen.
  await expect(panel.getByRole('table')).toHaveCount(0);
}

async function journey(page: Page, openPage: () => Promise<Page>, request: APIRequestContext, width: number) {
  const offers = await demoOffers(request);
  const suppliers = await suppliersOf(request, offers);
  expect(suppliers.length).toBeGreaterThanOrEqual(2);
  const [first, second] = suppliers as [(typeof suppliers)[0], (typeof suppliers)[0]];
  const buyer = await registerByApi(request, 'buyer');

  await loginOnPage(page, buyer, `/product/${offers[0]!.productId}`);
  // The button sits beside the part's link, above the offers (ADR 0069).
  await page.getByRole('main').getByRole('button', { name: 'Запрос предложений', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Запрос предложений' });
  await expect(form.getByTestId('quote-line')).toHaveCount(1);
  await form.getByTestId('quote-line').first().getByLabel('Кол-во').fill('40');
  await form.getByRole('button', { name: 'Позиция не из каталога' }).click();
  const free = form.getByTestId('quote-line').nth(1);
  const designation = `РУ1-Ш-957-${unique().slice(0, 5)}`;
  await free.getByLabel('Обозначение').fill(designation);
  await free.getByLabel('Наименование').fill('Колёсная пара');
  await free.getByLabel('Кол-во').fill('16');
  await form.getByLabel('Доставка: адрес или станция').fill('ст. Входная, Западно-Сибирская ж. д.');
  for (const supplier of [first, second])
    await expect(form.getByRole('checkbox', { name: supplier.name })).toBeChecked();
  await form.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\?quote=\d+/);
  const requestId = Number(new URL(page.url()).searchParams.get('quote'));
  const panel = page.getByRole('dialog', { name: /Запрос ЗП-/ });
  await expect(panel).toContainText('Отправлен поставщикам');

  // Each supplier answers in its own cabinet, on its own browser.
  const firstPage = await openPage();
  await firstPage.setViewportSize({ width, height: 900 });
  await answerAsSupplier(firstPage, first, requestId, ['150000', '290000'], ['20', '10']);
  const secondPage = await openPage();
  await secondPage.setViewportSize({ width, height: 900 });
  await answerAsSupplier(secondPage, second, requestId, ['155000', '280000'], ['7', '30']);
  await expect(secondPage.getByRole('dialog')).not.toContainText(first.name);

  // The buyer asks the first supplier a question (ADR 0072): that supplier sees it live in its
  // invitation and answers; the other supplier's thread with the buyer stays empty.
  await expect(panel).toContainText('Есть предложения');
  const question = `Рамы с паспортами завода? ${unique().slice(0, 4)}`;
  await panel.getByRole('button', { name: `Вопрос поставщику: ${first.name}` }).click();
  const buyerThread = panel.getByRole('region', { name: `Переписка с поставщиком: ${first.name}` });
  await buyerThread.getByLabel('Текст сообщения').fill(question);
  await buyerThread.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(buyerThread.getByText(question)).toBeVisible();
  const firstThread = firstPage.getByRole('region', { name: 'Переписка с покупателем' });
  await expect(firstThread.getByText(question)).toBeVisible();
  await firstThread.getByLabel('Текст сообщения').fill('Да, с паспортами, отгрузка со склада в Омске');
  await firstThread.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(buyerThread.getByText('Да, с паспортами, отгрузка со склада в Омске')).toBeVisible();
  const secondThread = secondPage.getByRole('region', { name: 'Переписка с покупателем' });
  await expect(secondThread).toContainText('Сообщений ещё нет');
  await expect(secondPage.getByRole('dialog')).not.toContainText(question);
  await firstPage.screenshot({ path: test.info().outputPath(`question-${width}.png`), fullPage: true });

  // The buyer compares, the answers pushed live (no reload): per line the best price and the fastest marked.
  const comparison =
    width >= 900 ? panel.getByTestId('comparison-table') : panel.getByTestId('comparison-cards');
  await expect(comparison).toContainText(first.name);
  await expect(comparison).toContainText(second.name);
  await expect(comparison.getByText('Лучшая цена')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath(`comparison-${width}.png`), fullPage: true });

  await panel.getByRole('button', { name: 'Завершить приём предложений' }).click();
  await expect(panel).toContainText('Приём предложений завершён');
  // Line 1 to the first supplier (cheaper), line 2 to the second (cheaper).
  await comparison
    .getByRole('radio', { name: new RegExp(`Выбрать: Ш-2-В.*${first.name.replace(/[«»"]/g, '.')}`) })
    .check();
  await comparison
    .getByRole('radio', {
      name: new RegExp(`Выбрать: ${designation}.*${second.name.replace(/[«»"]/g, '.')}`),
    })
    .check();
  await panel.getByRole('button', { name: 'Выбрать отмеченные' }).click();
  await expect(panel).toContainText('Поставщик выбран');
  await expect(panel).toContainText('Заказы по запросу');

  // The orders continue in the lifecycle: in the buyer's cabinet, agreed, and in each supplier's.
  await page.goto('/profile/orders');
  const buyerOrders = page.getByRole('tabpanel');
  await expect(buyerOrders).toContainText('Ожидает подтверждения покупателя');
  await expect(buyerOrders).toContainText(designation);
  for (const [supplierPage, text] of [
    [firstPage, 'Ш-2-В'],
    [secondPage, designation],
  ] as const) {
    await supplierPage.goto('/profile/products');
    await expect(supplierPage.getByRole('tabpanel')).toContainText(text);
  }
  await page.screenshot({ path: test.info().outputPath(`orders-${width}.png`), fullPage: true });
}

test('запрос предложений: покупатель, два поставщика, сравнение и выбор (1366 px)', async ({
  page,
  openPage,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await journey(page, openPage, request, 1366);
});

test('запрос предложений на телефоне: ответы списком по позициям (390 px)', async ({
  page,
  openPage,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await journey(page, openPage, request, 390);
  // Nothing scrolls the page sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const width of [1366, 390] as const)
  test(`запрос предложений из каталога: несколько деталей, отмеченных на карточках, и позиции из загруженного списка (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const buyer = await registerByApi(request, 'buyer');
    const bar = page.getByRole('region', { name: 'Запрос предложений' });
    const picked: string[] = [];
    const pick = async (search: string) => {
      await page.goto(`/catalog?search=${encodeURIComponent(search)}`);
      const tick = page
        .getByRole('checkbox', { name: new RegExp(`^В запрос предложений: .*${search}`) })
        .first();
      await tick.check();
      picked.push(search);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The pick survives the next search: it is kept in the browser.
      await expect(bar).toContainText(`Отмечено для запроса предложений: ${picked.length}`);
    };
    // A guest ticks a part; at sign-in its pick joins the account's (ADR 0072), as a guest's basket does.
    await pick('РУ1Ш-957-Г');
    await loginOnPage(page, buyer, '/catalog');
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(bar).toContainText('Отмечено для запроса предложений: 1');
    await pick('Ш-2-В');
    await page
      .getByRole('region', { name: 'Запрос предложений' })
      .getByRole('button', { name: 'Запрос предложений' })
      .click();
    const form = page.getByRole('dialog', { name: 'Запрос предложений' });
    await expect(form.getByTestId('quote-line')).toHaveCount(2);
    // A list uploaded in the form adds its lines; a bad row is told by its number.
    const listed = `ЧЕРТ-${unique().slice(0, 6)}`;
    await form.getByLabel('Загрузить список позиций (XLSX или CSV)').setInputFiles({
      name: 'позиции.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Обозначение;Наименование;Количество\n${listed};Клин фрикционный;12\nЦ-1;Клин;много\n`,
      ),
    });
    await expect(form.getByTestId('list-report')).toContainText('Из списка взято позиций: 1 из 2');
    await expect(form.getByTestId('list-report')).toContainText(
      'Строка 3: Количество — целое число от 1 до 1000000',
    );
    await expect(form.getByTestId('quote-line')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`catalogue-request-${width}.png`) });
    await expect(
      form.getByRole('group', { name: 'Поставщики' }).getByRole('checkbox', { checked: true }).first(),
    ).toBeVisible();
    await form.getByLabel('Доставка: адрес или станция').fill('ст. Входная');
    await form.getByRole('button', { name: 'Отправить запрос' }).click();
    await expect(page).toHaveURL(/\/profile\/orders\?quote=\d+/);
    const requestId = Number(new URL(page.url()).searchParams.get('quote'));
    const sent = (await (
      await request.get(`/api/quote-requests/${requestId}`, {
        headers: { Authorization: `Bearer ${buyer.token}` },
      })
    ).json()) as {
      lines: Array<{ partId: number | null; designation: string }>;
      suppliers: unknown[];
    };
    expect(sent.lines.map((line) => line.designation)).toEqual([...picked, listed]);
    expect(sent.lines.map((line) => line.partId !== null)).toEqual([true, true, false]);
    expect(sent.suppliers.length).toBeGreaterThanOrEqual(2);
    // Sent, the pick is emptied.
    await page.goto('/catalog');
    await expect(page.getByRole('region', { name: 'Запрос предложений' })).toHaveCount(0);
  });
