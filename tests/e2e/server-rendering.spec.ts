import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { JSDOM } from 'jsdom';
import { loginOnPage, registerByApi } from './support/accounts.ts';

/**
 * Issue 19, ADR 0042: public pages arrive rendered. A crawler that runs no JavaScript reads the
 * page's content and its schema.org data; the browser hydrates the same markup from the data
 * embedded beside it, with no console error, no mismatch and no second fetch.
 */

interface PublicSamples {
  product: { id: number; name: string; price: number };
  category: { slug: string; name: string };
  service: { id: number; name: string };
  news: { id: number; title: string };
  /** A part with offers side by side and analogues (ADR 0065). */
  part: { id: number; name: string };
}

async function samples(request: APIRequestContext): Promise<PublicSamples> {
  const json = async <T>(path: string): Promise<T> => (await (await request.get(path)).json()) as T;
  const { products } = await json<{ products: Array<{ id: number; name: string; price: number }> }>(
    '/api/products?limit=1',
  );
  const [category] = await json<Array<{ slug: string; name: string }>>('/api/categories?tree_view=true');
  const { services } = await json<{ services: Array<{ id: number; name: string }> }>('/api/services?limit=1');
  const { news } = await json<{ news: Array<{ id: number; title: string }> }>('/api/news?limit=1');
  const { parts } = await json<{ parts: Array<{ id: number; name: string }> }>(
    `/api/parts?search=${encodeURIComponent('Ш-2-В')}`,
  );
  return {
    product: products[0]!,
    category: category!,
    service: services[0]!,
    news: news[0]!,
    part: parts[0]!,
  };
}

/** The document as a crawler reads it: parsed, never executed. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const dom = new JSDOM(await response.text());
  const document = dom.window.document;
  const data = document.getElementById('page-data')?.textContent;
  return {
    status: response.status(),
    root: document.getElementById('root')!,
    heading: document.querySelector('#root h1')?.textContent?.trim() ?? '',
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
    data: data ? (JSON.parse(data) as { complete: boolean; queries: { queries: unknown[] } }) : null,
  };
}

const compact = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');

test('до запуска скрипта кнопка заявки недоступна, а поиск в шапке работает обычной формой; после — кнопка доступна', async ({
  page,
  request,
}) => {
  const { product } = await samples(request);
  const crawled = await crawl(request, `/product/${product.id}`);
  const order = [...crawled.root.querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === 'Оформить заявку',
  );
  // A click before hydration would be lost: the server's markup says so instead.
  expect(order?.hasAttribute('disabled')).toBe(true);
  const search = crawled.root.querySelector('form[role="search"]');
  expect([
    search?.getAttribute('action'),
    search?.getAttribute('method'),
    search?.querySelector('input')?.getAttribute('name'),
  ]).toEqual(['/catalog', 'get', 'search']);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Оформить заявку' })).toBeEnabled();
});

test('без JavaScript страница товара содержит название, цену и разметку Product с предложением', async ({
  request,
}) => {
  const { product } = await samples(request);
  const page = await crawl(request, `/product/${product.id}`);
  expect(page.status).toBe(200);
  expect(page.heading).toBe(product.name);
  expect(compact(page.root.textContent ?? '')).toContain(
    `${compact(product.price.toLocaleString('ru-RU'))}₽`,
  );
  const described = page.jsonLd.find((object) => object['@type'] === 'Product') as
    { name: string; offers: { price: number; priceCurrency: string } } | undefined;
  expect(described?.name).toBe(product.name);
  expect(described?.offers.price).toBe(product.price);
  expect(described?.offers.priceCurrency).toBe('RUB');
  expect(page.data?.complete).toBe(true);
});

test('без JavaScript каждая публичная страница содержит свой заголовок и содержимое', async ({ request }) => {
  const { category, service, news, part } = await samples(request);
  const pages: Array<[string, string | RegExp]> = [
    [`/part/${part.id}`, part.name],
    ['/', /\S/],
    ['/catalog', 'Каталог'],
    [`/catalog/${category.slug}`, category.name],
    ['/services', 'Услуги'],
    [`/service/${service.id}`, service.name],
    ['/news', 'Новости'],
    [`/news/${news.id}`, news.title],
    ['/guide', 'Руководство пользователя'],
    ['/contacts', 'Связаться с нами'],
  ];
  for (const [path, heading] of pages) {
    const page = await crawl(request, path);
    expect(page.status, path).toBe(200);
    if (typeof heading === 'string') expect(page.heading, path).toBe(heading);
    else expect(page.heading, path).toMatch(heading);
    // More than the shell: the page's own content came with the document.
    expect(page.root.querySelector('main')?.textContent?.length ?? 0, path).toBeGreaterThan(60);
    expect(page.data?.complete, path).toBe(true);
  }
  const served = await crawl(request, `/service/${service.id}`);
  expect(served.jsonLd.find((object) => object['@type'] === 'Service')?.name).toBe(service.name);
});

test('без JavaScript страница детали содержит предложения с ценами и разметку Product с AggregateOffer', async ({
  request,
}) => {
  const { part } = await samples(request);
  const page = await crawl(request, `/part/${part.id}`);
  expect(page.root.querySelectorAll('[data-testid="offer-row"]').length).toBeGreaterThanOrEqual(2);
  expect(page.root.textContent).toContain('Аналоги и замены');
  const product = page.jsonLd.find((object) => object['@type'] === 'Product')!;
  expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'RUB' });
  expect(typeof (product.offers as { lowPrice: unknown }).lowPrice).toBe('number');
});

test('неизвестная деталь: 404 и «Деталь не найдена» уже в документе', async ({ request }) => {
  const page = await crawl(request, '/part/999999999');
  expect(page.status).toBe(404);
  expect(page.heading).toBe('Деталь не найдена');
});

test('неизвестный товар: 404 и «Товар не найден» уже в документе', async ({ request }) => {
  const page = await crawl(request, '/product/999999999');
  expect(page.status).toBe(404);
  expect(page.root.textContent).toContain('Товар не найден');
  // Its query failed: the browser renders it afresh rather than hydrating an error.
  expect(page.data?.complete).toBe(false);
});

/** Console errors and warnings, uncaught errors, and the API calls the page makes. */
function watch(page: Page) {
  const problems: string[] = [];
  const api: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return { problems, api };
}

test('браузер оживляет отрисованную страницу без ошибок, расхождений и повторных запросов', async ({
  page,
  request,
}) => {
  const { product, category, service, news, part } = await samples(request);
  const seen = watch(page);
  for (const path of [
    '/',
    '/catalog',
    `/catalog/${category.slug}`,
    `/product/${product.id}`,
    `/part/${part.id}`,
    '/services',
    `/service/${service.id}`,
    '/news',
    `/news/${news.id}`,
    '/guide',
    '/contacts',
  ]) {
    seen.api.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(seen.problems, path).toEqual([]);
    // The data came with the document: a guest's page asks the API for nothing more.
    expect(seen.api, path).toEqual([]);
  }
  // Hydrated, the page works: the quantity of the product page's order form responds.
  await page.goto(`/product/${product.id}`);
  await page.waitForLoadState('networkidle');
  const quantity = page.getByRole('spinbutton', { name: 'Количество' });
  const before = Number(await quantity.inputValue());
  await page.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(quantity).toHaveValue(String(before + 1));
  expect(seen.problems).toEqual([]);
});

test('вошедший покупатель получает отрисованную страницу и видит себя в шапке без ошибок гидрации', async ({
  page,
  request,
}) => {
  const { product } = await samples(request);
  const buyer = await registerByApi(request, 'buyer');
  await loginOnPage(page, buyer, '/profile/profile');
  await expect(page).toHaveURL(/\/profile\/profile$/);
  const seen = watch(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toHaveCount(0);
  expect(seen.problems).toEqual([]);
});

test('первую отрисовку не держит ни одна таблица стилей: они в документе, а первая картинка страницы запрошена из head', async ({
  page,
  request,
}) => {
  // A product with a picture (other tests add products without one).
  const { products } = (await (await request.get('/api/products?limit=50')).json()) as {
    products: Array<{ id: number; Images: unknown[] }>;
  };
  const product = products.find((item) => item.Images.length > 0)!;
  for (const path of ['/', '/news', `/product/${product.id}`]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Every stylesheet is inlined; its link stays, disabled, for Vite's loader (ADR 0059).
    expect(head.match(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/g), path).toBeNull();
    expect(head.match(/<style>/g)?.length ?? 0, path).toBeGreaterThan(0);
  }
  // The product's picture and the news list's first pictures are asked for from the head, first.
  for (const path of ['/news', `/product/${product.id}`]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(head.indexOf('rel="preload" as="image"'), path).toBeLessThan(
      head.indexOf('<script type="module"'),
    );
  }
  // Live, no inlined stylesheet is fetched: not before the paint, nor when a lazy part (the home
  // page's feedback form) names the layout's stylesheet among its own.
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  const inlined = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(inlined.length).toBeGreaterThan(0);
  await page.getByRole('heading', { name: 'Остались вопросы?' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Отправить', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The form's own stylesheet arrives with it; none of the inlined ones is asked for.
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
});
