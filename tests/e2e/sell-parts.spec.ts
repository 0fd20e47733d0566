import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique } from './support/accounts.ts';

/**
 * Issue 15, 'Продать зап.части': a buyer lists a repaired part with the same editor, it goes through
 * the same moderation and appears in the catalogue (ADR 0031); issue 30: with how many pieces lie
 * where, so it is in stock and may be picked up there (ADR 0060).
 */
test('покупатель выставляет отремонтированную деталь, после модерации она в каталоге', async ({
  page,
  openPage,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  const seller = await registerByApi(request, 'buyer');
  const code = unique().slice(-6).toUpperCase();
  const name = `Корпус автосцепки СА-3 после ремонта ${code}`;

  await loginOnPage(page, seller, '/profile/sell-parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Продать зап.части' })).toBeVisible();
  await page.getByRole('button', { name: 'Новый товар' }).first().click();
  const form = page.getByRole('form', { name: 'Товар' });
  await expect(form.getByText(/Без количества объявление показывается «Нет в наличии»/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Название', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Цена, ₽' }).fill('38500');
  await form.getByLabel('Качество').selectOption('repaired');
  await form.getByLabel('Категория').selectOption({ index: 2 });
  // Where the parts lie: the buyer has no place yet, so the listing asks for one.
  await form.getByRole('textbox', { name: 'Количество, шт.' }).fill('3');
  await form.getByRole('textbox', { name: 'Город' }).fill('Челябинск');
  await form.getByRole('textbox', { name: 'Адрес' }).fill('ул. Линейная, 1, территория депо');
  await form.getByRole('textbox', { name: 'Название места' }).fill(`Склад депо ${code}`);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Черновик')).toBeVisible();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'На модерацию' }).click();
  await expect(row.getByText('На модерации')).toBeVisible();

  const adminPage = await openPage();
  await loginOnPage(adminPage, admin, '/profile/product-moderation');
  await adminPage.getByRole('button', { name }).click();
  const review = adminPage.getByRole('dialog', { name });
  await expect(review.getByText('Новый товар: в каталоге его ещё нет.')).toBeVisible();
  await review.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(adminPage.getByText('Товар опубликован').first()).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: name }).getByText('Опубликован', { exact: true }),
  ).toBeVisible();
  const visitor = await openPage();
  await visitor.goto(`/catalog?search=${encodeURIComponent(code)}`);
  await visitor.getByRole('link', { name }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  // In stock where it lies, not «Нет в наличии»; a buyer may pick it up there or have it delivered.
  await expect(visitor.getByText('В наличии: 3 шт. на 1 складе')).toBeVisible();
  await expect(visitor.getByText('Нет в наличии')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Оформить заявку' })).toBeEnabled();
  const productUrl = new URL(visitor.url()).pathname;
  const customer = await registerByApi(request, 'buyer');
  const customerPage = await openPage();
  await loginOnPage(customerPage, customer, productUrl);
  await customerPage.getByRole('button', { name: 'Оформить заявку' }).click();
  const modal = customerPage.getByRole('dialog');
  // The one place with stock is offered for pickup.
  await expect(modal.getByRole('radio', { name: new RegExp(`Склад депо ${code}`) })).toBeChecked();
  await expect(modal.getByText(/Челябинск, ул\. Линейная, 1/)).toBeVisible();
  // The place is the buyer's own: it is listed under «Места хранения».
  await page.getByRole('tab', { name: 'Места хранения' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Склад депо ${code}` })
      .getByText('Челябинск'),
  ).toBeVisible();
  // Filed as repaired: the catalogue's quality filter finds it.
  const repaired = (await (
    await request.get(`/api/products?search=${encodeURIComponent(code)}&quality=repaired`)
  ).json()) as { products: Array<{ name: string }> };
  expect(repaired.products.map((product) => product.name)).toContain(name);
});
