import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { loginOnPage, registerByApi } from './support/accounts.ts';

/**
 * One part, every offer (ADR 0064): a buyer opens a demo product whose part two demo suppliers
 * sell, sees their offers side by side and orders the cheapest one, on a wide screen and on a phone.
 */

interface Offer {
  productId: number;
  name: string;
  price: number;
  supplier: { id: number; name: string | null };
}

/** The demo's Ш-2-В draft gear: offered new and repaired by two demo suppliers. */
async function demoPart(request: APIRequestContext): Promise<{ offers: Offer[] }> {
  const found = (await (await request.get(`/api/parts?search=${encodeURIComponent('Ш-2-В')}`)).json()) as { parts: Array<{ id: number }> };
  expect(found.parts.length).toBeGreaterThan(0);
  return (await (await request.get(`/api/parts/${found.parts[0]!.id}`)).json()) as { offers: Offer[] };
}

async function orderCheapest(page: Page, request: APIRequestContext, offersOf: (page: Page) => Locator) {
  const { offers } = await demoPart(request);
  expect(new Set(offers.map((offer) => offer.supplier.id)).size).toBeGreaterThanOrEqual(2);
  const cheapest = offers.reduce((a, b) => (b.price < a.price ? b : a));
  const dearest = offers.reduce((a, b) => (b.price > a.price ? b : a));
  const buyer = await registerByApi(request, 'buyer');
  // The buyer lands on the dearest offer's page.
  await loginOnPage(page, buyer, `/product/${dearest.productId}`);
  const section = page.getByRole('region', { name: 'Предложения поставщиков' });
  await expect(section).toBeVisible();
  const rows = offersOf(page);
  await expect(rows).toHaveCount(offers.length);
  for (const name of new Set(offers.map((offer) => offer.supplier.name!))) await expect(rows.filter({ hasText: name }).first()).toBeVisible();
  // Cheapest first, and marked.
  const first = rows.first();
  await expect(first).toContainText('Дешевле всех');
  await expect(first).toContainText(cheapest.supplier.name!);
  await expect(first).toContainText(/в т\. ч\. НДС|без НДС/);
  await first.getByRole('button', { name: 'Заказать' }).click();

  const modal = page.getByRole('dialog', { name: 'Заявка на товар' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Доставка').check();
  await modal.getByLabel('Адрес доставки').fill('Самара, ул. Заводская, 1, ВРД Самара');
  await modal.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Ваша заявка успешно отправлена')).toBeVisible();

  // The order is for the cheapest offer, not for the page's product.
  const orders = (await (await request.get('/api/orders', { headers: { Authorization: `Bearer ${buyer.token}` } })).json()) as {
    orders: Array<{ productId: number }>;
  };
  expect(orders.orders.map((order) => order.productId)).toEqual([cheapest.productId]);
}

test('покупатель сравнивает предложения поставщиков и заказывает самое дешёвое (1366 px)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await orderCheapest(page, request, (p) => p.getByTestId('offer-row'));
  await page.screenshot({ path: test.info().outputPath('offers-1366.png'), fullPage: true });
});

test('на телефоне предложения — список карточек, и самое дешёвое заказывается так же (390 px)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await orderCheapest(page, request, (p) => p.getByTestId('offer-card'));
  await expect(page.getByTestId('offer-row').first()).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('offers-390.png'), fullPage: true });
});
