import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique } from './support/accounts.ts';

/** A supplier lists a part from the screens: a warehouse, a product with stock, moderation, the catalogue. */
test('поставщик заводит склад и товар с остатком, администратор публикует, товар находится в каталоге', async ({
  page,
  openPage,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const code = unique().slice(-6).toUpperCase();
  const name = `Клин фрикционный 100.30.002-0 партия ${code}`;

  await loginOnPage(page, supplier, '/profile/warehouses');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои склады' })).toBeVisible();
  await expect(page.getByText('Складов пока нет')).toBeVisible();
  await page.getByRole('button', { name: 'Новый склад' }).click();
  const warehouseForm = page.getByRole('form', { name: 'Новый склад' });
  await warehouseForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(warehouseForm.getByText(/Введите название склада/)).toBeVisible();
  await warehouseForm.getByRole('textbox', { name: 'Название' }).fill('Склад Орск');
  await warehouseForm.getByRole('textbox', { name: 'Город' }).fill('Орск');
  await warehouseForm.getByRole('textbox', { name: 'Адрес' }).fill('ул. Вокзальная, 5');
  await warehouseForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Склад Орск' })).toBeVisible();

  await page.goto('/profile/products');
  await page.getByRole('tab', { name: 'Товары' }).click();
  await page.getByRole('button', { name: 'Новый товар' }).first().click();
  const form = page.getByRole('form', { name: 'Товар' });
  await form.getByRole('textbox', { name: 'Название' }).fill(name);
  await form.getByRole('textbox', { name: 'Цена, ₽' }).fill('4850');
  const category = form.getByLabel('Категория');
  await category.selectOption({ index: 2 });
  await form.getByRole('button', { name: 'Добавить характеристику' }).click();
  await form.getByLabel('Характеристика 1: название').fill('материал');
  await form.getByLabel('Характеристика 1: значение').fill('сталь 20ГЛ');
  await form.getByRole('textbox', { name: 'Артикул' }).fill(`ОР-${code}`);
  await form.getByRole('button', { name: 'Добавить позицию' }).click();
  await form.getByLabel('Позиция 1: наименование').fill('Клин фрикционный');
  await form.getByLabel('Позиция 1: количество').fill('2');
  await form.getByLabel('Позиция 1: цена за единицу, ₽').fill('1 250,50');
  await expect(form.getByText('Итого: 2 501')).toBeVisible();
  await form.getByRole('button', { name: 'Добавить документ' }).click();
  await form.getByLabel('Документ 1: название').fill('Сертификат соответствия');
  await form.getByLabel('Документ 1: стандарт').fill('ГОСТ 32400-2013');
  await form.getByLabel('Документ 1: номер').fill('RU C-RU.ЖТ02.В.00123');
  await form.getByLabel('Документ 1: файл PDF').setInputFiles({
    name: 'cert.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%сертификат\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(form.getByRole('link', { name: 'PDF' })).toBeVisible();
  await form.getByRole('button', { name: 'Добавить узел' }).click();
  await form.getByLabel('Узел 1: название').fill('Надрессорная балка');
  await form.getByLabel('Узел 1: описание').fill('Литая, сталь 20ГЛ');
  await form.getByRole('textbox', { name: 'Склад Орск (Орск), шт.' }).fill('12');
  // The lead time is a whole number of days (ADR 0065): a word is refused beside its field.
  const leadTime = form.getByRole('textbox', { name: /^Срок поставки, дней/ });
  await leadTime.fill('неделя');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    form.getByText('Срок поставки — целое число дней от 0 до 365 (со склада или изготовления под заказ)'),
  ).toBeVisible();
  await leadTime.fill('30');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Черновик')).toBeVisible();
  await expect(row.getByRole('cell', { name: '12' })).toBeVisible();
  // The warehouse shows what it holds and changes a quantity in place.
  await page.goto('/profile/warehouses');
  await page
    .getByRole('row')
    .filter({ hasText: 'Склад Орск' })
    .getByRole('button', { name: 'Остатки' })
    .click();
  const stockPanel = page.getByRole('dialog', { name: 'Остатки: Склад Орск' });
  await expect(stockPanel.getByText('Позиций: 1, всего 12 шт.')).toBeVisible();
  await stockPanel.getByLabel(`Остаток «${name}», шт.`).fill('15');
  await stockPanel.getByRole('button', { name: 'Сохранить' }).click();
  await expect(stockPanel.getByText('Позиций: 1, всего 15 шт.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/profile/products');
  await page.getByRole('tab', { name: 'Товары' }).click();
  await expect(row.getByRole('cell', { name: '15' })).toBeVisible();
  await row.getByRole('button', { name: 'На модерацию' }).click();
  await expect(row.getByText('На модерации')).toBeVisible();

  const adminPage = await openPage();
  await loginOnPage(adminPage, admin, '/profile/product-moderation');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Модерация товаров' })).toBeVisible();
  await adminPage.getByRole('button', { name }).click();
  const review = adminPage.getByRole('dialog', { name });
  await expect(review.getByText('сталь 20ГЛ')).toBeVisible();
  await review.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(adminPage.getByText('Товар опубликован').first()).toBeVisible();

  const visitor = await openPage();
  await visitor.goto(`/catalog?search=${encodeURIComponent(code)}`);
  await expect(visitor.getByRole('link', { name }).first()).toBeVisible();
  // The page shows what the editor wrote: the delivery set, the document, the component.
  await visitor.getByRole('link', { name }).first().click();
  await expect(visitor.getByRole('cell', { name: 'Клин фрикционный' })).toBeVisible();
  await expect(visitor.getByText('Сертификат соответствия')).toBeVisible();
  await expect(visitor.getByText('Надрессорная балка')).toBeVisible();

  // An edit of the published part waits for moderation; buyers keep seeing the published version.
  const renamed = `${name} усиленный`;
  await page.reload();
  await page.getByRole('tab', { name: 'Товары' }).click();
  await row.getByRole('button', { name }).click();
  const editor = page.getByRole('form', { name: 'Товар' });
  await expect(editor.getByText(/Изменения, кроме цены и срока поставки, уйдут на модерацию/)).toBeVisible();
  await expect(editor.getByRole('textbox', { name: /^Срок поставки, дней/ })).toHaveValue('30');
  await editor.getByRole('textbox', { name: 'Название', exact: true }).fill(renamed);
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  const revisedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(revisedRow.getByText('Изменения на модерации')).toBeVisible();
  await expect(revisedRow.getByText('Опубликован', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();

  await adminPage.reload();
  await adminPage
    .getByRole('row')
    .filter({ hasText: 'Изменения' })
    .getByRole('button', { name: renamed })
    .click();
  const changes = adminPage
    .getByRole('dialog', { name: renamed })
    .getByRole('table', { name: 'Что изменилось' });
  const nameRow = changes.getByRole('row').filter({ hasText: 'Название' });
  await expect(nameRow.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(nameRow.getByRole('cell', { name: renamed })).toBeVisible();
  await adminPage
    .getByRole('dialog', { name: renamed })
    .getByRole('button', { name: 'Опубликовать' })
    .click();
  await expect(adminPage.getByText('Товар опубликован').first()).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
});
