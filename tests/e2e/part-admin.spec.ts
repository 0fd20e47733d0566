import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique, type Account } from './support/accounts.ts';

/**
 * Part identity, the write side (ADR 0067): a supplier proposes a cross-reference, an admin approves
 * it, then merges two parts that are one (found by the approved designation), and a buyer's product
 * page shows both suppliers' offers side by side; on a wide screen and on a phone.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function ok<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  account: Account,
  data: unknown,
): Promise<T> {
  const response = await request[method](path, { headers: auth(account), data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A published offer of a new supplier, with stock in its city. */
async function publishedOffer(
  request: APIRequestContext,
  admin: Account,
  supplier: Account,
  name: string,
  price: number,
  city: string,
): Promise<number> {
  const warehouse = await ok<{ id: number }>(request, 'post', '/api/warehouses', supplier, {
    name: `Склад ${city}`,
    city,
    address: 'ул. Вагонная, 3',
  });
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    id: number;
    is_name_filter?: boolean;
  }>;
  const categoryId = categories.find((c) => !c.is_name_filter)!.id;
  const { id } = await ok<{ id: number }>(request, 'post', '/api/products', supplier, {
    name,
    price,
    categoryId,
    quality: 'new',
    description: 'Клин фрикционный тележки 18-100',
  });
  await ok(request, 'put', `/api/products/${id}/stock`, supplier, {
    stocks: [{ warehouseId: warehouse.id, quantity: 6 }],
  });
  await ok(request, 'post', `/api/products/${id}/submit`, supplier, {});
  await ok(request, 'post', `/api/admin/products/${id}/publish`, admin, {});
  return id;
}

async function journey(page: Page, openPage: () => Promise<Page>, request: APIRequestContext, width: number) {
  const uid = unique().toUpperCase();
  const admin = await createAdmin(request);
  const [ural, volga] = [await registerByApi(request, 'supplier'), await registerByApi(request, 'supplier')];
  const first = await publishedOffer(request, admin, ural, `Клин фрикционный ${uid}`, 2_450, 'Екатеринбург');
  const second = await publishedOffer(request, admin, volga, `Клин тележки ${uid}`, 2_310, 'Самара');
  const survivor = await ok<{ id: number }>(request, 'post', '/api/admin/parts', admin, {
    designation: `КФ-${uid}`,
    name: 'Клин фрикционный',
  });
  const duplicate = await ok<{ id: number }>(request, 'post', '/api/admin/parts', admin, {
    designation: `100.20.${uid}`,
    name: 'Клин тележки',
  });
  await ok(request, 'put', `/api/products/${first}/part`, ural, { partId: survivor.id });
  await ok(request, 'put', `/api/products/${second}/part`, volga, { partId: duplicate.id });
  const drawing = `ЧЕРТ-${uid}`;

  // The supplier proposes the part's drawing number as «the same part».
  await page.setViewportSize({ width, height: 900 });
  await loginOnPage(page, ural, '/profile/products');
  await page.getByRole('tab', { name: 'Перекрёстные ссылки' }).click();
  const form = page.getByRole('form', { name: 'Предложить перекрёстную ссылку' });
  await form.getByLabel('Позиция').fill(`кф ${uid}`);
  await form.getByRole('radio', { name: new RegExp(`КФ-${uid}`) }).check();
  await form.getByLabel('Другое обозначение').fill(drawing);
  await form.getByLabel('Источник').fill('каталог завода');
  await form.getByRole('button', { name: 'Предложить перекрёстную ссылку' }).click();
  const mine = page.getByRole('table', { name: 'Мои предложения' });
  await expect(mine.getByRole('row').filter({ hasText: drawing })).toContainText('На рассмотрении');

  // The admin approves it in the moderation area.
  const adminPage = await openPage();
  await adminPage.setViewportSize({ width, height: 900 });
  await loginOnPage(adminPage, admin, '/profile/product-moderation');
  await adminPage.getByRole('tab', { name: 'Перекрёстные ссылки' }).click();
  await adminPage.getByRole('button', { name: `Одобрить ${drawing}` }).click();
  const approve = adminPage.getByRole('dialog', { name: `Одобрить ссылку ${drawing}` });
  await approve.getByRole('button', { name: 'Одобрить' }).click();
  await expect(adminPage.getByText('Перекрёстная ссылка добавлена')).toBeVisible();

  // Then merges the duplicate into the part, found by the designation just approved.
  await adminPage.getByRole('tab', { name: 'Номенклатура' }).click();
  await adminPage.getByLabel('Обозначение или наименование').fill(`100.20.${uid}`);
  await adminPage.getByRole('button', { name: `100.20.${uid}` }).click();
  const panel = adminPage.getByRole('dialog', { name: new RegExp(`100\\.20\\.${uid}`) });
  await panel.getByRole('button', { name: 'Объединить с другой позицией…' }).click();
  const merge = adminPage.getByRole('dialog', { name: `Объединить позицию 100.20.${uid}` });
  await merge.getByLabel('С какой позицией объединить').fill(drawing.toLowerCase().replace('-', ' '));
  await merge.getByRole('radio', { name: new RegExp(`КФ-${uid}`) }).check();
  await merge.getByLabel('Причина').fill('Одна деталь у двух поставщиков под разными обозначениями');
  await merge.getByRole('button', { name: 'Объединить' }).click();
  await expect(adminPage.getByText('Позиции объединены')).toBeVisible();
  // The survivor now holds both offers and the merged designation as «the same part».
  const designations = adminPage.getByRole('table', { name: 'Обозначения' });
  await expect(designations.getByRole('row').filter({ hasText: `100.20.${uid}` })).toContainText(
    'та же деталь',
  );
  await expect(designations.getByRole('row').filter({ hasText: drawing })).toBeVisible();
  await expect(adminPage.getByRole('table', { name: 'Предложения' }).getByRole('row')).toHaveCount(3);
  await expect(adminPage.getByRole('list', { name: 'История' })).toContainText('Присоединена позиция');
  await adminPage.screenshot({ path: test.info().outputPath(`part-admin-${width}.png`), fullPage: true });

  // The supplier sees the decision.
  await page.reload();
  await page.getByRole('tab', { name: 'Перекрёстные ссылки' }).click();
  await expect(
    page.getByRole('table', { name: 'Мои предложения' }).getByRole('row').filter({ hasText: drawing }),
  ).toContainText('Одобрено');
  await page.screenshot({ path: test.info().outputPath(`part-proposals-${width}.png`), fullPage: true });

  // A buyer on either product's page compares both suppliers' offers.
  const buyerPage = await openPage();
  await buyerPage.setViewportSize({ width, height: 900 });
  await buyerPage.goto(`/product/${second}`);
  const offers = buyerPage.getByRole('region', { name: 'Предложения поставщиков' });
  await expect(offers).toBeVisible();
  await expect(buyerPage.getByTestId(width < 700 ? 'offer-card' : 'offer-row')).toHaveCount(2);
  await expect(offers).toContainText('Екатеринбург');
  await expect(offers).toContainText('Самара');
  await buyerPage.screenshot({
    path: test.info().outputPath(`part-offers-after-merge-${width}.png`),
    fullPage: true,
  });
}

test('поставщик предлагает перекрёстную ссылку, администратор одобряет и объединяет позиции, покупатель видит все предложения (1366 px)', async ({
  page,
  openPage,
  request,
}) => {
  test.setTimeout(120_000);
  await journey(page, openPage, request, 1366);
});

test('то же на телефоне (390 px)', async ({ page, openPage, request }) => {
  test.setTimeout(120_000);
  await journey(page, openPage, request, 390);
});

test('поставщик выставляет товар: позиция предложена по артикулу, набранному латиницей и с пробелами, и привязана одним нажатием (390 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const uid = unique().toUpperCase();
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const part = await ok<{ id: number }>(request, 'post', '/api/admin/parts', admin, {
    designation: `СА-${uid}`,
    name: 'Автосцепка',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await loginOnPage(page, supplier, '/profile/products');
  await page.getByRole('tab', { name: 'Товары' }).click();
  await page.getByRole('button', { name: 'Новый товар' }).first().click();
  const form = page.getByRole('form', { name: 'Товар' });
  await form.getByRole('textbox', { name: 'Название' }).fill('Автосцепка в сборе');
  await form.getByRole('textbox', { name: 'Цена, ₽' }).fill('98000');
  await form.getByLabel('Категория').selectOption({ index: 2 });
  // «CA» in Latin letters, a space for the hyphen: the same designation.
  await form.getByRole('textbox', { name: 'Артикул' }).fill(`CA ${uid}`);
  const suggestion = form.getByRole('region', { name: 'Номенклатурная позиция' });
  await suggestion.getByRole('button', { name: `Привязать: СА-${uid}` }).click();
  await expect(suggestion.getByText('Привязан')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('part-suggestion-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар сохранён')).toBeVisible();
  const mine = (await (
    await request.get('/api/products?mine=true&limit=100', { headers: auth(supplier) })
  ).json()) as { products: Array<{ id: number }> };
  const saved = (await (
    await request.get(`/api/products/${mine.products[0]!.id}`, { headers: auth(supplier) })
  ).json()) as { partId: number | null };
  expect(saved.partId).toBe(part.id);
});
