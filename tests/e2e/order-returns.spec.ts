import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique, type Account } from './support/accounts.ts';
import { marketplaceDayIn } from '../support/days.ts';

/**
 * ADR 0078 end to end: an order whose return an admin accepted shows in the seller's 'Бухгалтерия'
 * as «Возвращён» with the reason; «Сформировать УКД» issues the УКД, which the register lists with
 * its badge and the invoice marked; in the order's panel the seller puts the pieces back on sale.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** A delivery order of 2 pieces shipped with its invoice and УПД issued, then returned by an admin; set up by API. */
async function returnedOrder(request: APIRequestContext, supplier: Account, buyer: Account, admin: Account) {
  const ok = async (response: Promise<{ status(): number; json(): Promise<unknown> }>, status = 200) => {
    const answer = await response;
    expect(answer.status()).toBe(status);
    return answer.json() as Promise<{ id: number; number: string }>;
  };
  const post = (path: string, who: Account, data: unknown = {}) =>
    request.post(path, { headers: auth(who), data });
  const warehouse = await ok(
    post('/api/warehouses', supplier, {
      name: `Склад Пермь ${unique()}`,
      city: 'Пермь',
      address: 'ул. Промышленная, 12',
      workingHours: 'Пн–Пт 8–17',
    }),
    201,
  );
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
  const product = await ok(
    post('/api/products', supplier, {
      name: `Рама боковая возврат ${unique()}`,
      price: 98500,
      categoryId: leaf.id,
      quality: 'new',
    }),
    201,
  );
  await ok(
    request.put(`/api/products/${product.id}/stock`, {
      headers: auth(supplier),
      data: { stocks: [{ warehouseId: warehouse.id, quantity: 3 }] },
    }),
  );
  await ok(post(`/api/products/${product.id}/submit`, supplier));
  await ok(post(`/api/admin/products/${product.id}/publish`, admin));
  const order = await ok(
    post('/api/orders', buyer, {
      productId: product.id,
      quantity: 2,
      deliveryType: 'delivery',
      deliveryAddress: 'Самара, ул. Заводская, 1',
    }),
    201,
  );
  const tomorrow = marketplaceDayIn(1);
  await ok(
    post(`/api/orders/${order.id}/accept`, supplier, {
      unitPrice: 97000,
      quantity: 2,
      deliveryDate: tomorrow,
    }),
  );
  await ok(post(`/api/orders/${order.id}/confirm`, buyer));
  await ok(
    post('/api/accounting/documents', supplier, { dealKind: 'order', dealId: order.id, docType: 'invoice' }),
    201,
  );
  await ok(post(`/api/orders/${order.id}/ship`, supplier, { carrier: 'ПЭК', trackingNumber: 'ТТН 0451-22' }));
  await ok(
    post('/api/accounting/documents', supplier, { dealKind: 'order', dealId: order.id, docType: 'closing' }),
    201,
  );
  await ok(
    post(`/api/orders/${order.id}/dispute`, buyer, { cause: 'defect', details: 'Трещина в буксовом проёме' }),
  );
  await ok(
    post(`/api/admin/orders/${order.id}/dispute/resolve`, admin, {
      decision: 'returnAccepted',
      reason: 'Брак подтверждён фото',
    }),
  );
  return { number: order.number, warehouseId: warehouse.id };
}

test('возвращённый заказ: продавец формирует УКД в «Бухгалтерии» и возвращает детали на склад', async ({
  page,
  request,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  test.setTimeout(180_000);
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const buyer = await registerByApi(request, 'buyer');
  const { number } = await returnedOrder(request, supplier, buyer, admin);

  await loginOnPage(page, supplier, '/profile/accounting');
  await page.getByRole('tab', { name: 'К выставлению' }).click();
  const deal = page.getByRole('row').filter({ hasText: number });
  await expect(deal.getByText('Возвращён')).toBeVisible();
  await expect(deal).toContainText('Основание УКД: «Возврат товара покупателем: Брак подтверждён фото»');
  await page.screenshot({ path: test.info().outputPath('pending-1366.png'), fullPage: true });
  await deal.getByRole('button', { name: 'Сформировать УКД' }).click();
  await expect(page.getByText('УКД № 1 выставлен')).toBeVisible();
  await expect(deal).toHaveCount(0);

  await page.getByRole('tab', { name: 'Выставленные' }).click();
  const ukd = page.getByRole('row', { name: /^УКД № 1 / });
  await expect(ukd.getByText('Возврат', { exact: true })).toBeVisible();
  await expect(ukd).toContainText(/[-−]194\s000/);
  await expect(ukd.getByRole('button', { name: 'PDF: УКД № 1' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Счёт № 1 / }).getByText('Возврат: УКД № 1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('register-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('register-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The order's panel: «Вернуть на склад», once.
  await page.goto('/profile/products');
  await page.getByRole('button', { name: number }).click();
  const panel = page.getByRole('dialog', { name: `Заявка ${number}` });
  await panel.getByRole('button', { name: 'Вернуть на склад' }).click();
  const form = panel.getByRole('form', { name: 'Вернуть на склад' });
  await form.getByLabel('Количество, шт.').fill('3');
  await form.getByRole('button', { name: 'Вернуть на склад' }).click();
  await expect(form.getByText('Количество — целое число от 1 до 2')).toBeVisible();
  await form.getByLabel('Количество, шт.').fill('2');
  await page.screenshot({ path: test.info().outputPath('restock-1366.png'), fullPage: true });
  await form.getByRole('button', { name: 'Вернуть на склад' }).click();
  const restocked = panel.getByRole('region', { name: 'Возвращено на склад' });
  await expect(restocked).toContainText('2 шт.');
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Продавец вернул детали на склад' }),
  ).toContainText('2 шт., склад «Склад Пермь');
  await expect(panel.getByRole('button', { name: 'Вернуть на склад' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('restock-390.png'), fullPage: true });
});
