import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  createAdmin,
  loginOnPage,
  registerByApi,
  socketSignedIn,
  unique,
  type Account,
} from './support/accounts.ts';
import { marketplaceDayIn } from '../support/days.ts';

/**
 * Lists follow what the other party does (issue 30): a pushed notification refreshes every list and
 * panel it concerns, so neither side has to reload to see a new request or an answer to it.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function publishedProduct(request: APIRequestContext, supplier: Account, admin: Account) {
  const warehouse = await request.post('/api/warehouses', {
    headers: auth(supplier),
    data: {
      name: 'Склад Екатеринбург',
      city: 'Екатеринбург',
      address: 'ул. Фронтовых бригад, 18',
      workingHours: 'Пн–Пт 8–17',
    },
  });
  const { id: warehouseId } = (await warehouse.json()) as { id: number };
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
  const name = `Корпус автосцепки 106.01.001-2 ${unique()}`;
  const { id } = (await (
    await request.post('/api/products', {
      headers: auth(supplier),
      data: {
        name,
        price: 61500,
        description: 'Корпус автосцепки СА-3',
        categoryId: leaf.id,
        quality: 'new',
      },
    })
  ).json()) as { id: number };
  await request.put(`/api/products/${id}/stock`, {
    headers: auth(supplier),
    data: { stocks: [{ warehouseId, quantity: 8 }] },
  });
  await request.post(`/api/products/${id}/submit`, { headers: auth(supplier) });
  expect((await request.post(`/api/admin/products/${id}/publish`, { headers: auth(admin) })).status()).toBe(
    200,
  );
  return { id, name, warehouseId };
}

test('заявка появляется в открытом списке поставщика, а его условия — в открытом списке покупателя, без перезагрузки', async ({
  page,
  openPage,
  request,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  // Two people in two browsers: the bound is for a loaded machine.
  test.setTimeout(180_000);
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const buyer = await registerByApi(request, 'buyer');
  const product = await publishedProduct(request, supplier, admin);

  // The supplier has the incoming requests open, its socket signed in.
  const supplierSocket = socketSignedIn(page);
  await loginOnPage(page, supplier, '/profile/products');
  // The cabinet's screen is a lazily loaded chunk: its first paint may take a while on a loaded machine.
  await expect(page.getByText('Заявок на ваши товары пока нет')).toBeVisible({ timeout: 30_000 });
  await supplierSocket;

  // The buyer orders (by API, as from another tab): the supplier's open list shows the request.
  const placed = await request.post('/api/orders', {
    headers: auth(buyer),
    data: { productId: product.id, quantity: 2, deliveryType: 'pickup', warehouseId: product.warehouseId },
  });
  expect(placed.status()).toBe(201);
  const { id: orderId, number } = (await placed.json()) as { id: number; number: string };
  const incoming = page
    .getByRole('row')
    .filter({ hasText: product.name })
    .filter({ hasText: 'Новая заявка' });
  await expect(incoming).toHaveCount(1);

  // The buyer has its orders open, its socket signed in.
  const buyerPage = await openPage();
  const buyerSocket = socketSignedIn(buyerPage);
  await loginOnPage(buyerPage, buyer, '/profile/orders');
  const mine = buyerPage.getByRole('row').filter({ hasText: number });
  await expect(mine).toContainText('Новая заявка', { timeout: 30_000 });
  await buyerSocket;

  // The supplier quotes: the buyer's open list shows the new status at once.
  const deliveryDate = marketplaceDayIn(5);
  const accepted = await request.post(`/api/orders/${orderId}/accept`, {
    headers: auth(supplier),
    data: { unitPrice: 60900, quantity: 2, deliveryDate, terms: 'Оплата по счёту, самовывоз' },
  });
  expect(accepted.status()).toBe(200);
  await expect(mine).toContainText('Ожидает подтверждения покупателя');
});
