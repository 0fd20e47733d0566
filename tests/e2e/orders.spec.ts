import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique, type Account } from './support/accounts.ts';
import { marketplaceDayIn } from '../support/days.ts';

/** Order requests from the product page to the supplier, the buyer and the admin. */

async function publishedProduct(
  request: APIRequestContext,
  supplier: Account,
  admin: Account,
  stock: number,
) {
  const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });
  const warehouse = await request.post('/api/warehouses', {
    headers: auth(supplier),
    data: { name: 'Склад Пермь', city: 'Пермь', address: 'ул. Промышленная, 12', workingHours: 'Пн–Пт 8–17' },
  });
  const { id: warehouseId } = (await warehouse.json()) as { id: number };
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
  const name = `Рама боковая 100.00.010-4 e2e ${unique()}`;
  const created = await request.post('/api/products', {
    headers: auth(supplier),
    data: { name, price: 98500, description: 'Литая боковая рама', categoryId: leaf.id, quality: 'new' },
  });
  const { id } = (await created.json()) as { id: number };
  await request.put(`/api/products/${id}/stock`, {
    headers: auth(supplier),
    data: { stocks: [{ warehouseId, quantity: stock }] },
  });
  await request.post(`/api/products/${id}/submit`, { headers: auth(supplier) });
  expect((await request.post(`/api/admin/products/${id}/publish`, { headers: auth(admin) })).status()).toBe(
    200,
  );
  return { id, name };
}

const orderButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Оформить заявку' });

test('заявка проходит путь от страницы товара до поставщика, покупателя и администратора', async ({
  page,
  openPage,
  request,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  // A whole journey of three people in three browsers: the bound is for a loaded machine.
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const buyer = await registerByApi(request, 'buyer');
  const product = await publishedProduct(request, supplier, admin, 5);

  // A guest is told to sign in.
  await page.goto(`/product/${product.id}`);
  await orderButton(page).click();
  await expect(page.getByText('Оставить заявку может только зарегистрированный пользователь')).toBeVisible();

  // The supplier cannot order their own part.
  const supplierPage = await openPage();
  await loginOnPage(supplierPage, supplier, `/product/${product.id}`);
  await orderButton(supplierPage).click();
  await expect(supplierPage.getByText('Вы не можете оформить заявку на свой товар')).toBeVisible();

  // The buyer: pickup with the one stocked warehouse chosen, then delivery that needs an address.
  await loginOnPage(page, buyer, `/product/${product.id}`);
  await orderButton(page).click();
  const modal = page.getByRole('dialog', { name: 'Заявка на товар' });
  await expect(modal.getByLabel('Самовывоз')).toBeChecked();
  await expect(modal.getByRole('radio', { name: /Склад Пермь/ })).toBeChecked();
  await modal.getByLabel('Доставка').check();
  await modal.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(modal.getByText('Введите адрес доставки')).toBeVisible();
  await modal.getByLabel('Самовывоз').check();
  await modal.getByRole('button', { name: 'Прикрепить файл' }).click();
  await expect(page.getByText('Функция прикрепления файла будет доступна в ближайшее время')).toBeVisible();
  await modal.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Ваша заявка успешно отправлена')).toBeVisible();
  await expect(modal).toBeHidden();
  await orderButton(page).click();
  await modal.getByLabel('Доставка').check();
  await modal.getByLabel('Адрес доставки').fill('Самара, ул. Заводская, 1, ВРД Самара');
  await modal.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Ваша заявка успешно отправлена').first()).toBeVisible();

  // The supplier answers the pickup request with terms.
  await supplierPage.goto('/profile/products');
  const incoming = supplierPage
    .getByRole('row')
    .filter({ hasText: product.name })
    .filter({ hasText: 'Новая заявка' });
  await expect(incoming).toHaveCount(2);
  await incoming.last().getByRole('button').first().click();
  const panel = supplierPage.getByRole('dialog', { name: /Заявка З-\d{6}/ });
  await panel.getByRole('button', { name: 'Предложить условия' }).click();
  await panel.getByLabel(/Цена за шт/).fill('97000');
  const tomorrow = marketplaceDayIn(1);
  await panel.getByLabel(/Дата поставки/).fill(tomorrow);
  await panel.getByLabel('Условия (оплата, доставка)').fill('Предоплата 50%, остаток по факту');
  await panel.getByRole('button', { name: 'Отправить условия' }).click();
  await expect(panel.getByText('Ожидает подтверждения покупателя')).toBeVisible();
  const number = (await panel.getByRole('heading').first().innerText()).replace('Заявка ', '').trim();

  // The buyer sees the terms and confirms.
  await page.goto('/profile/orders');
  await page.getByRole('button', { name: number }).click();
  const buyerPanel = page.getByRole('dialog', { name: `Заявка ${number}` });
  await expect(buyerPanel.getByText('Предоплата 50%, остаток по факту')).toBeVisible();
  await buyerPanel.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(buyerPanel.getByText('Подтверждён')).toBeVisible();

  // The admin finds it and sees the whole history.
  const adminPage = await openPage();
  await loginOnPage(adminPage, admin, '/profile/order-moderation');
  await adminPage.getByRole('searchbox').fill(number);
  await adminPage.getByRole('button', { name: number }).click();
  const steps = adminPage.getByRole('dialog', { name: `Заявка ${number}` }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Заявка отправлена');
  await expect(steps.nth(1)).toContainText('Продавец предложил условия');
  await expect(steps.nth(2)).toContainText('Покупатель подтвердил заказ');
});

/** A delivery order the supplier accepted and the buyer confirmed, set up by API. */
async function confirmedDelivery(
  request: APIRequestContext,
  supplier: Account,
  buyer: Account,
  productId: number,
): Promise<string> {
  const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });
  const created = await request.post('/api/orders', {
    headers: auth(buyer),
    data: {
      productId,
      quantity: 1,
      deliveryType: 'delivery',
      deliveryAddress: 'Самара, ул. Заводская, 1, ВРД Самара',
    },
  });
  const { id, number } = (await created.json()) as { id: number; number: string };
  const tomorrow = marketplaceDayIn(1);
  expect(
    (
      await request.post(`/api/orders/${id}/accept`, {
        headers: auth(supplier),
        data: { unitPrice: 97000, quantity: 1, deliveryDate: tomorrow },
      })
    ).status(),
  ).toBe(200);
  expect((await request.post(`/api/orders/${id}/confirm`, { headers: auth(buyer), data: {} })).status()).toBe(
    200,
  );
  return number;
}

test('отгрузка с накладной и спор: покупатель видит ТТН, открывает спор, продавец отвечает, администратор принимает возврат', async ({
  page,
  openPage,
  request,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const buyer = await registerByApi(request, 'buyer');
  const product = await publishedProduct(request, supplier, admin, 5);
  const number = await confirmedDelivery(request, supplier, buyer, product.id);

  // The supplier ships: the carrier and the waybill are asked for; a shipped order has no «Отменить».
  const supplierPage = await openPage();
  await loginOnPage(supplierPage, supplier, '/profile/products');
  await supplierPage.getByRole('button', { name: number }).click();
  const supplierPanel = supplierPage.getByRole('dialog', { name: `Заявка ${number}` });
  await supplierPanel.getByRole('button', { name: 'Отгрузить' }).click();
  const shipForm = supplierPanel.getByRole('form', { name: 'Отгрузка' });
  await shipForm.getByRole('button', { name: 'Отгрузить' }).click();
  await expect(shipForm.getByText('Укажите перевозчика')).toBeVisible();
  await shipForm.getByLabel(/Перевозчик/).fill('ПЭК');
  await shipForm.getByLabel(/Номер накладной/).fill('ТТН 0451-22');
  await shipForm.getByRole('button', { name: 'Отгрузить' }).click();
  await expect(supplierPanel.getByText('Отгружен', { exact: true })).toBeVisible();
  await expect(supplierPanel.getByRole('button', { name: 'Отменить' })).toHaveCount(0);

  // The buyer sees how it travels, in the panel and its timeline, and disputes it.
  await loginOnPage(page, buyer, '/profile/orders');
  await page.getByRole('button', { name: number }).click();
  const buyerPanel = page.getByRole('dialog', { name: `Заявка ${number}` });
  const shipment = buyerPanel.getByRole('region', { name: 'Отгрузка' });
  await expect(shipment.getByText('ПЭК')).toBeVisible();
  await expect(shipment.getByText('ТТН 0451-22')).toBeVisible();
  await expect(buyerPanel.getByRole('listitem').filter({ hasText: 'Заказ отгружен' })).toContainText(
    'ПЭК, накладная № ТТН 0451-22',
  );
  await buyerPanel.getByRole('button', { name: 'Открыть спор' }).click();
  const disputeForm = buyerPanel.getByRole('form', { name: 'Спор' });
  await disputeForm.getByLabel('Причина спора').selectOption('wrongPart');
  await disputeForm.getByLabel('Что случилось').fill('Пришла рама 9788-01 вместо 100.00.010-4');
  await disputeForm.getByRole('button', { name: 'Открыть спор' }).click();
  await expect(buyerPanel.getByText('Спор открыт').first()).toBeVisible();
  await expect(
    buyerPanel.getByRole('listitem').filter({ hasText: 'Покупатель открыл спор: Прислали не ту деталь' }),
  ).toContainText('Пришла рама 9788-01');

  // The supplier answers.
  await supplierPage.reload();
  await supplierPage.getByRole('button', { name: number }).click();
  await expect(supplierPanel.getByRole('region', { name: 'Спор' })).toContainText('Прислали не ту деталь');
  await supplierPanel.getByRole('button', { name: 'Ответить по спору' }).click();
  const answerForm = supplierPanel.getByRole('form', { name: 'Ответить по спору' });
  await answerForm.getByLabel('Ответ покупателю').fill('Ошибка комплектовщика, заберём за свой счёт');
  await answerForm.getByRole('button', { name: 'Отправить ответ' }).click();
  await expect(supplierPanel.getByText('Продавец ответил по спору').first()).toBeVisible();

  // The admin finds the open disputes and accepts the return.
  const adminPage = await openPage();
  await loginOnPage(adminPage, admin, '/profile/order-moderation');
  await adminPage.getByLabel('Только открытые споры').check();
  const row = adminPage.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('Продавец ответил по спору')).toBeVisible();
  await row.getByRole('button', { name: number }).click();
  const adminPanel = adminPage.getByRole('dialog', { name: `Заявка ${number}` });
  await expect(adminPanel.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  await adminPanel.getByRole('button', { name: 'Решить спор' }).click();
  const resolveForm = adminPanel.getByRole('form', { name: 'Решить спор' });
  await resolveForm.getByLabel('Принять возврат: заказ возвращается').check();
  await resolveForm.getByLabel('Причина решения').fill('Продавец признал ошибку');
  await resolveForm.getByRole('button', { name: 'Решить спор' }).click();
  await expect(adminPanel.getByText('Возвращён', { exact: true })).toBeVisible();
  await expect(adminPanel.getByText('Возврат принят').first()).toBeVisible();

  // The buyer's list and panel show the decision and the reason.
  await page.reload();
  const buyerRow = page.getByRole('row').filter({ hasText: number });
  await expect(buyerRow.getByText('Возвращён', { exact: true })).toBeVisible();
  await expect(buyerRow.getByText('Возврат принят')).toBeVisible();
  await buyerRow.getByRole('button', { name: number }).click();
  await expect(
    buyerPanel.getByRole('listitem').filter({ hasText: 'Администратор принял возврат' }),
  ).toContainText('Продавец признал ошибку');
});
