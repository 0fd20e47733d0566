import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique } from './support/accounts.ts';

/** «Журнал решений»: an admin's decision is found by the thing's name, with its reason and history. */

test('админ отклоняет товар с причиной и находит решение в журнале по названию товара', async ({
  page,
  request,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  const admin = await createAdmin(request);
  const supplier = await registerByApi(request, 'supplier');
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  const leaf = categories.find((category) => category.parentId !== null && !category.is_name_filter)!;
  const name = `Корпус автосцепки СА-3 журнал ${unique()}`;
  const created = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${supplier.token}` },
    data: { name, price: 41000, description: 'Литой корпус', categoryId: leaf.id, quality: 'new' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect(
    (
      await request.post(`/api/products/${id}/submit`, {
        headers: { Authorization: `Bearer ${supplier.token}` },
      })
    ).status(),
  ).toBe(200);
  const rejected = await request.post(`/api/admin/products/${id}/reject`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { reason: 'Нет сертификата соответствия' },
  });
  expect(rejected.status()).toBe(200);

  await loginOnPage(page, admin, '/profile/user-management');
  await page.getByRole('tab', { name: 'Журнал решений' }).click();
  await page.getByRole('searchbox').fill('корпус автосцепки журнал');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Отклонён');
  await expect(row).toContainText('Нет сертификата соответствия');
  await expect(page.getByRole('row')).toHaveCount(2);

  // The product's whole history: the supplier's steps, then the admin's decision.
  await row.getByRole('button', { name }).click();
  const history = page.getByRole('dialog', { name: new RegExp(`История: Товар «${name}»`) });
  const steps = history.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Создан');
  await expect(steps.nth(1)).toContainText('Отправлен на модерацию');
  await expect(steps.nth(2)).toContainText('Отклонён');
  await expect(steps.nth(2)).toContainText('администратор');
  await page.keyboard.press('Escape');

  // The CSV of the filtered journal downloads as a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('перетаскивание корневой категории меняет порядок в публичном дереве', async ({
  page,
  request,
  openPage,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  const admin = await createAdmin(request);
  const rootNames = async (): Promise<string[]> =>
    ((await (await request.get('/api/categories?tree_view=true')).json()) as Array<{ name: string }>).map(
      (c) => c.name,
    );
  const before = await rootNames();
  expect(before.length).toBeGreaterThan(1);

  await loginOnPage(page, admin, '/profile/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Управление категориями' })).toBeVisible();
  const handle = page.getByRole('button', { name: `Перетащить «${before[1]}»` });
  const target = page.getByRole('button', { name: `Перетащить «${before[0]}»` });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText('Порядок сохранён')).toBeVisible();
  const swapped = [before[1], before[0], ...before.slice(2)];
  await expect.poll(rootNames).toEqual(swapped);

  // A visitor's catalogue shows the new order.
  const visitorPage = await openPage();
  await visitorPage.goto('/catalog');
  const first = visitorPage.getByRole('link', { name: swapped[0]!, exact: true }).first();
  const second = visitorPage.getByRole('link', { name: swapped[1]!, exact: true }).first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y).toBeLessThan((await second.boundingBox())!.y);

  // The keyboard alternative puts it back.
  await page.getByRole('button', { name: `Ниже: ${before[1]}` }).click();
  await expect.poll(rootNames).toEqual(before);
});

test('консоль эксплуатации: проекции, отставание, перестройка с переключением на новую коллекцию', async ({
  page,
  request,
}) => {
  test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
  const admin = await createAdmin(request);
  await loginOnPage(page, admin, '/profile/site-management');
  await page.getByRole('tab', { name: 'Эксплуатация' }).click();
  const row = page.getByTestId('projection-news');
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('нет');
  const before = (await row.getByRole('cell').nth(0).innerText()).trim();
  await row.getByRole('button', { name: 'Перестроить: news' }).click();
  // The rebuild shows its progress, then the projection serves from the new collection.
  await expect(row.getByRole('cell').nth(0)).toHaveText(/^news_v\d+_r\d+$/, { timeout: 20_000 });
  expect((await row.getByRole('cell').nth(0).innerText()).trim()).not.toBe(before);
  await expect(row.getByRole('button', { name: 'Перестроить: news' })).toBeVisible();
  // The site keeps answering from the new collection.
  expect((await request.get('/api/news?limit=1')).status()).toBe(200);
});
