import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/*
 * The catalogue against the real backend and its demo seed (issue 5): what the page shows is
 * compared with what the API answers for the same query, so the test follows the seed's data.
 */

interface ListAnswer {
  products: Array<{ id: number; name: string }>;
  total: number;
  totalPages: number;
}
interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  children: CategoryNode[];
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const productsPanel = (page: Page) => page.getByRole('region', { name: 'Товары' });
const cardNames = (page: Page) => productsPanel(page).getByRole('article').getByRole('heading');

async function rootCategory(page: Page, slug: string): Promise<CategoryNode> {
  const tree = await api<CategoryNode[]>(page, '/api/categories?tree_view=true');
  const found = tree.find((category) => category.slug === slug);
  expect(found, slug).toBeTruthy();
  return found!;
}

test('категория: товары как в API, 12 на странице, постраничный переход', async ({ page }) => {
  const bogie = await rootCategory(page, 'telezhka');
  const query = `categoryId=${bogie.id}&include_subcategories=true&status=published&limit=12`;
  const first = await api<ListAnswer>(page, `/api/products?${query}&page=1`);
  expect(first.total).toBeGreaterThan(12);

  await page.goto('/catalog/telezhka');
  await expect(page.getByRole('heading', { level: 1, name: 'Тележка' })).toBeVisible();
  await expect(cardNames(page)).toHaveText(first.products.map((product) => product.name));
  await expect(page.getByText(`Показано 1-12 из ${first.total} записей`)).toBeVisible();

  const second = await api<ListAnswer>(page, `/api/products?${query}&page=2`);
  await page
    .getByRole('navigation', { name: 'Страницы' })
    .getByRole('button', { name: 'Страница 2', exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cardNames(page)).toHaveText(second.products.map((product) => product.name));
});

test('фильтры: «Качество» появляется после наименования, повторный щелчок снимает фильтр', async ({
  page,
}) => {
  await page.goto('/catalog/kolesnye-pary');
  const names = page.getByRole('group', { name: 'Наименование' });
  await expect(names.getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Качество' })).toHaveCount(0);

  const nameButton = names.getByRole('button').first();
  const name = (await nameButton.textContent())!.trim();
  await nameButton.click();
  await expect(nameButton).toHaveAttribute('aria-pressed', 'true');
  const quality = page.getByRole('group', { name: 'Качество' });
  await expect(quality).toBeVisible();
  await expect(cardNames(page).first()).toBeVisible();
  for (const text of await cardNames(page).allTextContents()) expect(text).toContain(name.split(' ')[0]!);

  await quality.getByRole('button', { name: 'Новые' }).click();
  await expect(page).toHaveURL(/quality=/);
  await quality.getByRole('button', { name: 'Новые' }).click();
  await expect(page).not.toHaveURL(/quality=/);

  await names.getByRole('button', { name }).click();
  await expect(page.getByRole('group', { name: 'Качество' })).toHaveCount(0);
});

test('поиск из шапки по-русски: подсказки, затем страница результатов', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
  await box.fill('колёсную пару');
  const options = page.getByRole('banner').getByRole('option');
  await expect(options.first()).toContainText(/Колёсная пара/i);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?search=/);
  await expect(page.getByRole('heading', { level: 1, name: /Результаты поиска по запросу/ })).toBeVisible();
  await expect(cardNames(page).first()).toContainText(/Колёсная пара/i);
});

test('карточка товара открывает страницу: вкладки «Описание» и «Наличие»', async ({ page }) => {
  await page.goto('/catalog/kolesnye-pary');
  // A demo part with characteristics: other browser tests add bare parts named «… e2e …».
  const card = productsPanel(page)
    .getByRole('article')
    .filter({ hasNotText: 'e2e' })
    .first()
    .getByRole('heading');
  const firstName = (await card.textContent())!.trim();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Описание' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Наличие' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/г\.|Москва|Екатеринбург|Нижний Тагил|склад/i);
});

test('главная: «Товары месяца» — четыре опубликованных товара', async ({ page }) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Товары месяца' });
  await expect(block.getByRole('article')).toHaveCount(4);
});
