import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { loginOnPage, registerByApi, type Account } from './support/accounts.ts';

/**
 * Issue 15: a supplier loads a price list of 500 parts with 20 bad rows, sees why each was refused,
 * downloads them, fixes them and loads them again; loading the same list twice changes nothing.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

function priceList(category: string, rows: Array<[number, boolean]>): string {
  const lines = ['Артикул;Наименование;Цена;Категория;Остаток'];
  for (const [i, broken] of rows)
    lines.push(
      `ЕК-${i};Клин фрикционный ${i};${broken ? 'по запросу' : `${1500 + i},00`};${category};${i % 5}`,
    );
  return `${lines.join('\n')}\n`;
}

test('поставщик загружает прайс-лист на 500 позиций, скачивает 20 строк с ошибками, исправляет и догружает их', async ({
  page,
  request,
}) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'Нужен свой сервер');
  test.setTimeout(120_000);
  const supplier = await registerByApi(request, 'supplier');
  await request.post('/api/warehouses', {
    headers: auth(supplier),
    data: {
      name: 'Склад Екатеринбург',
      city: 'Екатеринбург',
      address: 'ул. Фронтовых бригад, 18',
      workingHours: 'Пн–Пт',
    },
  });
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    name: string;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  const category = categories.find(
    (c) =>
      c.parentId !== null && !c.is_name_filter && categories.filter((x) => x.name === c.name).length === 1,
  )!.name;
  const all = Array.from({ length: 500 }, (_, index) => index + 1);
  const file = priceList(
    category,
    all.map((i) => [i, i % 25 === 0]),
  );

  await loginOnPage(page, supplier, '/profile/products');
  await page.getByRole('tab', { name: 'Товары' }).click();
  await page.getByRole('button', { name: 'Загрузить прайс-лист' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка прайс-листа' });
  await dialog
    .getByLabel('Файл прайс-листа')
    .setInputFiles({ name: 'price.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(
    dialog.getByText(/строк: 500 · к загрузке: 480 \(новых 480, обновится 0\) · с ошибками: 20/),
  ).toBeVisible();
  await expect(dialog.getByLabel('Поле для столбца «Остаток»')).toHaveValue(/^stock:\d+$/);
  await expect(dialog.getByText('Строка 26: Цена — число от 0, копейки не больше двух знаков')).toBeVisible();
  await dialog.getByRole('button', { name: 'Загрузить 480 строк' }).click();
  await expect(dialog.getByText('Загрузка завершена')).toBeVisible({ timeout: 60_000 });
  const summary = dialog.getByRole('definition');
  await expect(summary.nth(0)).toHaveText('480');
  await expect(summary.nth(3)).toHaveText('20');

  // The refused rows come back as a file with their reasons; fixed, they load.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Скачать строки с ошибками' }).click();
  const errors = await readFile(await (await download).path(), 'utf8');
  const errorLines = errors
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(errorLines[0]).toBe('Артикул;Наименование;Цена;Категория;Остаток;Ошибки');
  expect(errorLines).toHaveLength(21);
  expect(errorLines[1]).toContain('по запросу');
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await page.getByRole('searchbox').last().fill('ЕК-499');
  await expect(page.getByRole('row').filter({ hasText: 'Клин фрикционный 499' })).toContainText('Черновик');

  const fixed = priceList(
    category,
    all.filter((i) => i % 25 === 0).map((i) => [i, false]),
  );
  await page.getByRole('button', { name: 'Загрузить прайс-лист' }).click();
  await dialog
    .getByLabel('Файл прайс-листа')
    .setInputFiles({ name: 'fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await expect(dialog.getByText(/к загрузке: 20 \(новых 20, обновится 0\) · с ошибками: 0/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Загрузить 20 строк' }).click();
  await expect(dialog.getByText('Загрузка завершена')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('definition').nth(0)).toHaveText('20');
  await dialog.getByRole('button', { name: 'Готово' }).click();

  // The whole list once more: everything is already there.
  await page.getByRole('button', { name: 'Загрузить прайс-лист' }).click();
  await dialog.getByLabel('Файл прайс-листа').setInputFiles({
    name: 'price.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      priceList(
        category,
        all.map((i) => [i, false]),
      ),
    ),
  });
  await expect(dialog.getByText(/к загрузке: 500 \(новых 0, обновится 500\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Загрузить 500 строк' }).click();
  await expect(dialog.getByText('Загрузка завершена')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('definition').nth(2)).toHaveText('500');
});
