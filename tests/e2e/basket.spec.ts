import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique, type Account } from './support/accounts.ts';

/**
 * The basket (ADR 0068): a guest gathers offers of two suppliers, signs in and finds them in their
 * basket; one supplier changes a price and the line says so; checkout sends one order request per
 * supplier, seen in the buyer's orders and in each supplier's cabinet. At 1366 and 390 px.
 */

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function publishedProduct(
  request: APIRequestContext,
  supplier: Account,
  admin: Account,
  name: string,
  price: number,
) {
  const categories = (await (await request.get('/api/categories')).json()) as Array<{
    id: number;
    parentId: number | null;
    is_name_filter: boolean;
  }>;
  const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
  const details = {
    name: `${name} ${unique()}`,
    price,
    description: 'Для корзины',
    categoryId: leaf.id,
    quality: 'new',
  };
  const created = await request.post('/api/products', { headers: auth(supplier), data: details });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await request.post(`/api/products/${id}/submit`, { headers: auth(supplier) });
  expect((await request.post(`/api/admin/products/${id}/publish`, { headers: auth(admin) })).status()).toBe(
    200,
  );
  return { id, details };
}

const lineOf = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

async function addOnProductPage(page: Page, productId: number, name: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('main').getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText(`«${name}» в корзине`)).toBeVisible();
}

/** Nothing of the page is wider than the window (ADR 0057). */
async function fitsWidth(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

for (const width of [1366, 390] as const) {
  test(`корзина: гость, вход, изменившаяся цена и две заявки двум поставщикам (${width} px)`, async ({
    page,
    openPage,
    request,
  }) => {
    test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
    // Four people in four browsers on a loaded machine: the bound is generous.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const [admin, supplierA, supplierB, buyer] = await Promise.all([
      createAdmin(request),
      registerByApi(request, 'supplier'),
      registerByApi(request, 'supplier'),
      registerByApi(request, 'buyer'),
    ]);
    const frame = await publishedProduct(request, supplierA, admin, 'Рама боковая 100.00.010-4', 98_500);
    const wheels = await publishedProduct(request, supplierB, admin, 'Колёсная пара РУ1Ш-957-Г', 285_000);

    // A guest puts an offer of each supplier in the basket; the header counts the lines.
    await addOnProductPage(page, frame.id, frame.details.name);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await addOnProductPage(page, wheels.id, wheels.details.name);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.goto('/cart');
    await expect(page.getByText(/Корзина сохранена в этом браузере/)).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-supplier')).toHaveCount(2);
    await fitsWidth(page, width);

    // Signed in, the guest's basket joins the buyer's on the server and leaves the browser.
    await loginOnPage(page, buyer, '/cart');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(/Корзина, собранная до входа, добавлена к вашей: 2 строки/)).toBeVisible();
    await expect(page.getByText(/Корзина сохранена в этом браузере/)).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    expect(await page.evaluate(() => window.localStorage.getItem('guest_cart'))).toBe('[]');
    const onServer = (await (await request.get('/api/cart', { headers: auth(buyer) })).json()) as {
      count: number;
    };
    expect(onServer.count).toBe(2);

    // The first supplier changes its price, in its own browser: the buyer's line says so before checkout.
    const supplierPage = await openPage();
    const repriced = await supplierPage.request.put(`/api/products/${frame.id}`, {
      headers: auth(supplierA),
      data: { ...frame.details, price: 101_000 },
    });
    expect(repriced.status(), await repriced.text()).toBe(200);
    await page.reload();
    await expect(page.getByText('Проверьте корзину перед оформлением: изменились строки — 1')).toBeVisible();
    await expect(lineOf(page, frame.details.name)).toHaveAttribute('data-status', 'priceChanged');
    await expect(
      lineOf(page, frame.details.name).getByText(/Цена изменилась: было 98\s500\s₽, сейчас 101\s000\s₽/),
    ).toBeVisible();
    await expect(lineOf(page, wheels.details.name)).toHaveAttribute('data-status', 'ok');
    await fitsWidth(page, width);
    await page.screenshot({ path: test.info().outputPath(`cart-${width}.png`), fullPage: true });

    // Checkout: one request per supplier, the basket empties.
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.getByLabel('Адрес доставки (адрес или станция)').fill('Самара, ст. Кряж, ВРД Самара');
    await page.getByRole('button', { name: 'Отправить заявки (2)' }).click();
    const result = page.getByTestId('checkout-result');
    await expect(result.getByText('Заявки отправлены')).toBeVisible();
    await expect(result.getByText(/З-\d{6}/)).toHaveCount(2);
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await fitsWidth(page, width);

    // The buyer's orders and each supplier's cabinet show them.
    await result.getByRole('link', { name: 'Мои заказы' }).click();
    await expect(page.getByText(frame.details.name).first()).toBeVisible();
    await expect(page.getByText(wheels.details.name).first()).toBeVisible();
    await loginOnPage(supplierPage, supplierA, '/profile/products');
    await expect(
      supplierPage
        .getByRole('row')
        .filter({ hasText: frame.details.name })
        .filter({ hasText: 'Новая заявка' }),
    ).toHaveCount(1);
    const otherPage = await openPage();
    await loginOnPage(otherPage, supplierB, '/profile/products');
    await expect(
      otherPage.getByRole('row').filter({ hasText: wheels.details.name }).filter({ hasText: 'Новая заявка' }),
    ).toHaveCount(1);
  });
}

for (const width of [1366, 390] as const)
  test(`корзина: «Запросить предложения» — строки корзины уходят в запрос её поставщикам и покидают корзину (${width} px)`, async ({
    page,
    request,
  }) => {
    test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const [admin, supplier, buyer] = await Promise.all([
      createAdmin(request),
      registerByApi(request, 'supplier'),
      registerByApi(request, 'buyer'),
    ]);
    // A free-standing offer (no part) and a demo offer of the Ш-2-В draft gear (linked to its part).
    const frame = await publishedProduct(request, supplier, admin, 'Рама боковая 100.00.010-5', 98_500);
    const found = (await (await request.get(`/api/parts?search=${encodeURIComponent('Ш-2-В')}`)).json()) as {
      parts: Array<{ id: number; designation: string }>;
    };
    const part = found.parts[0]!;
    const gear = (
      (await (await request.get(`/api/parts/${part.id}`)).json()) as {
        offers: Array<{ productId: number; supplier: { id: number } }>;
      }
    ).offers[0]!;
    for (const [productId, quantity] of [
      [frame.id, 40],
      [gear.productId, 16],
    ] as const)
      expect(
        (await request.post('/api/cart/lines', { headers: auth(buyer), data: { productId, quantity } })).ok(),
      ).toBe(true);

    await loginOnPage(page, buyer, '/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await fitsWidth(page, width);
    await page.screenshot({ path: test.info().outputPath(`cart-ask-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Запросить предложения' }).click();
    const form = page.getByRole('form', { name: 'Запрос предложений' });
    await expect(form.getByTestId('quote-line')).toHaveCount(2);
    await expect(form.getByLabel('Обозначение')).toHaveValue(frame.details.name);
    await form.getByLabel('Доставка: адрес или станция').fill('Самара, ст. Кряж');
    await form.getByRole('button', { name: 'Отправить запрос' }).click();
    await expect(page).toHaveURL(/\/profile\/orders\?quote=\d+/);
    const requestId = Number(new URL(page.url()).searchParams.get('quote'));

    const sent = (await (
      await request.get(`/api/quote-requests/${requestId}`, { headers: auth(buyer) })
    ).json()) as {
      lines: Array<{ partId: number | null; designation: string; quantity: number }>;
      suppliers: Array<{ id: number }>;
    };
    expect(
      sent.lines.map(({ partId, designation, quantity }) => ({ partId, designation, quantity })),
    ).toEqual([
      { partId: null, designation: frame.details.name, quantity: 40 },
      { partId: part.id, designation: part.designation, quantity: 16 },
    ]);
    expect(sent.suppliers.map((s) => s.id).sort()).toEqual([supplier.id, gear.supplier.id].sort());
    const basket = (await (await request.get('/api/cart', { headers: auth(buyer) })).json()) as {
      count: number;
    };
    expect(basket.count).toBe(0);
  });
