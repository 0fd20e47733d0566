import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { loginOnPage, registerByApi } from './support/accounts.ts';

/**
 * One part, every offer (ADR 0064, 0065): a buyer types a part's designation in the header search,
 * reaches one of its offers, goes on to the part's page, narrows the offers to new ones in stock,
 * sorts them by lead time and by price, and orders the cheapest, on a wide screen and on a phone.
 */

interface Offer {
  productId: number;
  price: number;
  quality: 'new' | 'repaired';
  quantity: number;
  leadTimeDays: number | null;
  supplier: { id: number; name: string | null };
}
interface Part {
  id: number;
  designation: string;
  name: string;
  offers: Offer[];
}

/**
 * A demo part worth comparing: named by its designation (so the product search finds its offers),
 * with new and repaired offers and at least two new ones in stock.
 */
async function richPart(request: APIRequestContext): Promise<Part> {
  const { parts } = (await (await request.get('/api/parts?limit=100')).json()) as {
    parts: Array<{ id: number; offerCount: number }>;
  };
  for (const summary of [...parts].sort((a, b) => b.offerCount - a.offerCount)) {
    const part = (await (await request.get(`/api/parts/${summary.id}`)).json()) as Part;
    const newInStock = part.offers.filter((offer) => offer.quality === 'new' && offer.quantity > 0);
    if (
      part.name.includes(part.designation) &&
      part.offers.some((offer) => offer.quality === 'repaired') &&
      newInStock.length >= 2
    )
      return part;
  }
  throw new Error('no demo part with new offers in stock and repaired ones');
}

/** The cheapest of these offers: the first by price, then by product number, as the table sorts. */
const cheapestOf = (offers: readonly Offer[]) =>
  [...offers].sort((a, b) => a.price - b.price || a.productId - b.productId)[0]!;

async function compareAndOrder(page: Page, request: APIRequestContext, phone: boolean): Promise<void> {
  const part = await richPart(request);
  const buyer = await registerByApi(request, 'buyer');
  await loginOnPage(page, buyer, '/');

  // The designation typed in the header search finds the part's offers.
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
  await box.fill(part.designation);
  // The drop-down shows the part once, «от N ₽ · K предложений», leading to it (ADR 0066).
  await page
    .getByRole('banner')
    .getByRole('option')
    .filter({ hasText: part.name })
    .filter({ hasText: /предложени/ })
    .first()
    .click();
  await expect(page).toHaveURL(`/part/${part.id}`);

  // A product page of one of its offers leads to the part too: every offer, every designation, the analogues.
  await page.goto(`/product/${part.offers[0]!.productId}`);
  await page.getByRole('link', { name: `Деталь ${part.designation}: все предложения и обозначения` }).click();
  await expect(page).toHaveURL(`/part/${part.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name);
  await expect(page).toHaveTitle(new RegExp(`^${part.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — от `));
  const section = page.getByRole('region', { name: 'Предложения поставщиков' });
  const offers: Locator = section.getByTestId(phone ? 'offer-card' : 'offer-row');
  await expect(offers).toHaveCount(part.offers.length);
  await expect(offers.first()).toContainText(/в т\. ч\. НДС|без НДС/);

  // New ones, in stock.
  const filters = section.getByRole('form', { name: 'Отбор предложений' });
  await filters.getByLabel('Состояние').selectOption({ label: 'Новая' });
  const fresh = part.offers.filter((offer) => offer.quality === 'new');
  await expect(offers).toHaveCount(fresh.length);
  await filters.getByLabel('В наличии').check();
  const wanted = fresh.filter((offer) => offer.quantity > 0);
  await expect(offers).toHaveCount(wanted.length);
  await expect(section.getByText(`Показано ${wanted.length} из ${part.offers.length}`)).toBeVisible();
  for (const row of await offers.all()) await expect(row).toContainText('Новая');

  // The fastest first.
  if (phone) await filters.getByLabel('Сортировка').selectOption({ label: 'Сначала быстрые' });
  else await section.getByRole('button', { name: /^Сортировать по столбцу «Срок поставки»/ }).click();
  const timed = wanted.filter((offer) => offer.leadTimeDays !== null);
  if (timed.length > 0) await expect(offers.first()).toContainText('Быстрее всех');

  // Then the cheapest first, and ordered.
  if (phone) await filters.getByLabel('Сортировка').selectOption({ label: 'Сначала дешёвые' });
  else await section.getByRole('button', { name: /^Сортировать по столбцу «Цена за шт\.»/ }).click();
  const cheapest = cheapestOf(wanted);
  const first = offers.first();
  await expect(first).toContainText('Дешевле всех');
  await expect(first).toContainText(cheapest.supplier.name!);
  await page.screenshot({
    path: test.info().outputPath(`part-offers-${phone ? 390 : 1366}.png`),
    fullPage: true,
  });
  await first.getByRole('button', { name: /^Заказать/ }).click();

  const modal = page.getByRole('dialog', { name: 'Заявка на товар' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Доставка').check();
  await modal.getByLabel('Адрес доставки').fill('Самара, ул. Заводская, 1, ВРД Самара');
  await modal.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Ваша заявка успешно отправлена')).toBeVisible();

  // The order is for the cheapest new offer in stock.
  const orders = (await (
    await request.get('/api/orders', { headers: { Authorization: `Bearer ${buyer.token}` } })
  ).json()) as {
    orders: Array<{ productId: number }>;
  };
  expect(orders.orders.map((order) => order.productId)).toEqual([cheapest.productId]);

  // The page fits the screen.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('покупатель находит деталь по обозначению, сужает и сортирует предложения и заказывает самое дешёвое (1366 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await compareAndOrder(page, request, false);
});

test('на телефоне предложения — карточки с тем же отбором и сортировкой (390 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await compareAndOrder(page, request, true);
  await expect(page.getByTestId('offer-row').first()).toBeHidden();
});

test('неизвестная деталь — страница «Деталь не найдена» с ответом 404', async ({ page }) => {
  const response = await page.goto('/part/999999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Деталь не найдена' })).toBeVisible();
  await expect(page).toHaveTitle('Деталь не найдена');
});
