import type { APIRequestContext, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { expect, test } from './support/test.ts';

/*
 * The catalogue a buyer narrows (issue 33, ADR 0066), at 1366 and 390 px: «в наличии», condition,
 * a supplier and a city chosen by their chips (each with its count), a price range and a sort;
 * the cards are the API's answer for the same filters and name the seller, condition, city and
 * stock; the address, opened fresh without JavaScript, is rendered on the server with the same
 * cards; Back walks the filters back one by one.
 */

interface Card {
  id: number;
  name: string;
  price: number;
}

const WIDTHS = [1366, 390] as const;

const results = (page: Page) => page.getByRole('region', { name: 'Товары' });
const cardNames = (page: Page) => results(page).getByRole('article').getByRole('heading');
const narrowing = (page: Page) => page.getByRole('region', { name: 'Фильтры каталога' });
const group = (page: Page, name: string) => narrowing(page).getByRole('group', { name });

/** The catalogue's address as the API's question (the SPA's `supplier` and `leadTime` are `supplierId` and `leadTimeMax`). */
function apiQuery(url: string): string {
  const params = new URL(url).searchParams;
  const query = new URLSearchParams({ status: 'published', limit: '12' });
  for (const [key, value] of params)
    query.set(key === 'supplier' ? 'supplierId' : key === 'leadTime' ? 'leadTimeMax' : key, value);
  return query.toString();
}

async function listed(request: APIRequestContext, url: string): Promise<Card[]> {
  const response = await request.get(`/api/products?${apiQuery(url)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: Card[] }).products;
}

/** The card headings of the document the server sends for `path`, read without running it. */
async function serverRendered(
  request: APIRequestContext,
  path: string,
): Promise<{ names: string[]; complete: boolean; facts: string[] }> {
  const document = new JSDOM(await (await request.get(path)).text()).window.document;
  const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as {
    complete?: boolean;
  };
  return {
    names: [...document.querySelectorAll('#root article h2')].map(
      (heading) => heading.textContent?.trim() ?? '',
    ),
    complete: data.complete === true,
    facts: [...document.querySelectorAll('#root [data-testid="card-facts"]')].map(
      (facts) => facts.textContent ?? '',
    ),
  };
}

/** Clicks the first chip of a group that would show something, and says what it was. */
async function chooseFirst(page: Page, groupName: string): Promise<string> {
  const chip = group(page, groupName).locator('button:enabled').first();
  const label = (await chip.locator('span').first().textContent())!.trim();
  await chip.click();
  await expect(group(page, groupName).getByRole('button', { name: label })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return label;
}

async function expectCardsAsApi(page: Page): Promise<Card[]> {
  const expected = await listed(page.request, page.url());
  expect(expected.length).toBeGreaterThan(0);
  await expect(cardNames(page)).toHaveText(expected.map((card) => card.name));
  return expected;
}

for (const width of WIDTHS) {
  test(`каталог сужается фильтрами с счётчиками и сортировкой, адрес делится и отрисован сервером, «Назад» возвращает (${width} px)`, async ({
    page,
    openPage,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/catalog');
    await expect(cardNames(page).first()).toBeVisible();
    const toggle = narrowing(page).getByRole('button', { name: /^Фильтры/ });
    if (width === 390) {
      // On a phone the panel opens from its button; the sort stays in view.
      await expect(group(page, 'Наличие')).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(toggle).toBeHidden();
    }

    // Each chip shows how many products it would leave.
    const inStock = group(page, 'Наличие').getByRole('button', { name: /^В наличии \d+$/ });
    await expect(inStock).toBeVisible();
    await inStock.click();
    await expect(page).toHaveURL(/inStock=true/);
    await expectCardsAsApi(page);

    await group(page, 'Состояние')
      .getByRole('button', { name: /^Новая \d+$/ })
      .click();
    await expect(page).toHaveURL(/condition=new/);
    const supplier = await chooseFirst(page, 'Поставщик');
    await expect(page).toHaveURL(/supplier=\d+/);
    const city = await chooseFirst(page, 'Город');
    await expect(page).toHaveURL(/city=/);
    const narrowed = await expectCardsAsApi(page);

    // A price range that keeps the cheapest of them.
    const cheapest = Math.min(...narrowed.map((card) => card.price));
    await group(page, 'Цена, ₽')
      .getByRole('textbox', { name: 'Цена от' })
      .fill(String(Math.floor(cheapest)));
    await group(page, 'Цена, ₽')
      .getByRole('textbox', { name: 'Цена до' })
      .fill(String(Math.ceil(cheapest) + 1));
    await group(page, 'Цена, ₽').getByRole('button', { name: 'Применить' }).click();
    await expect(page).toHaveURL(/priceFrom=\d+.*priceTo=\d+/);
    const priced = await expectCardsAsApi(page);
    expect(
      priced.every((card) => card.price >= Math.floor(cheapest) && card.price <= Math.ceil(cheapest) + 1),
    ).toBe(true);

    // Back to a wider range, then sorted by price.
    await group(page, 'Цена, ₽').getByRole('textbox', { name: 'Цена до' }).fill('');
    await group(page, 'Цена, ₽').getByRole('button', { name: 'Применить' }).click();
    await expect(page).not.toHaveURL(/priceTo=/);
    await narrowing(page)
      .getByRole('combobox', { name: 'Сортировка' })
      .selectOption({ label: 'Цена по возрастанию' });
    await expect(page).toHaveURL(/sort=priceAsc/);
    const sorted = await expectCardsAsApi(page);
    expect(sorted.map((card) => card.price)).toEqual(
      [...sorted.map((card) => card.price)].sort((a, b) => a - b),
    );

    // The cards say who sells, in what condition, from where and how many.
    const facts = results(page).getByTestId('card-facts');
    await expect(facts).toHaveCount(sorted.length);
    for (const text of await facts.allTextContents()) {
      expect(text).toContain(supplier);
      expect(text).toContain('Новая');
      expect(text).toContain(city);
      expect(text).toMatch(/в наличии \d+ шт\./);
    }

    // Shared: the address opened fresh is the same list, rendered on the server with its facts.
    const shared = new URL(page.url());
    const crawled = await serverRendered(page.request, shared.pathname + shared.search);
    expect(crawled.complete).toBe(true);
    expect(crawled.names).toEqual(sorted.map((card) => card.name));
    expect(crawled.facts.every((text) => text.includes(city) && text.includes(supplier))).toBe(true);
    const fresh = await openPage({ viewport: { width, height: 900 } });
    await fresh.goto(shared.toString());
    await expect(cardNames(fresh)).toHaveText(sorted.map((card) => card.name));
    await fresh.close();

    // Back: the sort goes, then the price, the city, the supplier, each list as the API answers it.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expectCardsAsApi(page);
    await page.goBack();
    await expect(page).toHaveURL(/priceTo=/);
    await page.goBack();
    await expect(page).not.toHaveURL(/price/);
    await expect(page).toHaveURL(/city=/);
    await page.goBack();
    await expect(page).not.toHaveURL(/city=/);
    await expect(page).toHaveURL(/supplier=/);
    if (width === 390 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(group(page, 'Поставщик').getByRole('button', { name: supplier })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectCardsAsApi(page);

    // Nothing sticks out sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('поиск показывает деталь один раз: «от N ₽ · K предложений» в шапке и над карточками каталога', async ({
  page,
}) => {
  const parts = (await (
    await page.request.get(`/api/parts?search=${encodeURIComponent('СА-3')}`)
  ).json()) as {
    parts: Array<{ id: number; name: string; offerCount: number; minPrice: number }>;
  };
  const shared = parts.parts.filter((part) => part.offerCount > 1);
  expect(shared.length).toBeGreaterThan(0);

  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
  await box.fill('СА-3');
  const options = page
    .getByRole('banner')
    .getByRole('listbox', { name: 'Результаты поиска' })
    .getByRole('option');
  const grouped = options.filter({ hasText: /предложени/ });
  await expect(grouped.first()).toBeVisible();
  // Each part once, leading to its page.
  const hrefs = await grouped.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.every((href) => /^\/part\/\d+$/.test(href ?? ''))).toBe(true);
  expect(new Set(hrefs).size).toBe(hrefs.length);

  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?search=/);
  const strip = page.getByRole('region', { name: 'Детали по запросу' });
  for (const part of shared) {
    await expect(
      strip
        .getByRole('link', { name: new RegExp(`${part.offerCount} предложени`) })
        .filter({ hasText: part.name }),
    ).toHaveAttribute('href', `/part/${part.id}`);
  }
});
