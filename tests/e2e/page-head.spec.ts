import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { expect, test } from './support/test.ts';

/**
 * Issue 36, ADR 0059: a public page says the same of itself before its script runs, after it
 * hydrates and after every in-app navigation to it (title, description, canonical link, robots,
 * JSON-LD); the news list does not move while its pictures load; no public page has an axe
 * violation on a desktop or a phone.
 */

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  jsonLd: unknown[];
}

/** The public routes, one of each kind, and a search. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const json = async <T>(path: string): Promise<T> => (await (await request.get(path)).json()) as T;
  const { products } = await json<{ products: Array<{ id: number }> }>('/api/products?limit=1');
  const [category] = await json<Array<{ slug: string }>>('/api/categories?tree_view=true');
  const [serviceCategory] = await json<Array<{ slug: string }>>('/api/service-categories');
  const { services } = await json<{ services: Array<{ id: number }> }>('/api/services?limit=1');
  const { news } = await json<{ news: Array<{ id: number }> }>('/api/news?limit=1');
  // A part with offers side by side and analogues (ADR 0065).
  const { parts } = await json<{ parts: Array<{ id: number }> }>(
    `/api/parts?search=${encodeURIComponent('Ш-2-В')}`,
  );
  return [
    '/',
    '/catalog',
    `/catalog/${category!.slug}`,
    `/catalog?search=${encodeURIComponent('колёсная пара')}`,
    `/product/${products[0]!.id}`,
    `/part/${parts[0]!.id}`,
    '/services',
    `/services/${serviceCategory!.slug}`,
    `/service/${services[0]!.id}`,
    '/news',
    `/news/${news[0]!.id}`,
    '/guide',
    '/contacts',
  ];
}

/** The head of a document: as the server sent it (parsed, never run) or as the live page has it. */
function headOf(document: Document): Head {
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as unknown,
    ),
  };
}

async function serverHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  return headOf(new JSDOM(await response.text()).window.document);
}

/** The live page's head: the same reading, in the page (the function is sent as source). */
const liveHead = (page: Page): Promise<Head> =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as unknown,
    ),
  }));

/** An in-app navigation to `path`, as the router makes one (no document is loaded). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

test('после гидрации заголовок, описание, каноническая ссылка и JSON-LD страницы — те, что прислал сервер', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  for (const path of await publicRoutes(request)) {
    const sent = await serverHead(request, path);
    expect(sent.title, path).not.toBe('ВАГОНЗАПЧАСТЬ');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await liveHead(page), path).toEqual(sent);
  }
});

test('после перехода внутри приложения голова страницы — та же, что сервер присылает по её адресу', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const routes = await publicRoutes(request);
  await page.goto('/help');
  await expect(page).toHaveTitle('Помощь');
  // Every public page, then a missing product (its 404 head: no canonical link, noindex), then back.
  for (const path of [...routes, '/product/999999999', '/part/999999999', '/help', routes[0]!]) {
    const sent = await serverHead(request, path);
    await navigateInApp(page, path);
    await expect.poll(() => liveHead(page), { message: path }).toEqual(sent);
  }
  // A click on a product card of the catalogue: the product's own title, not «Товар».
  await navigateInApp(page, '/catalog');
  const card = page.getByRole('main').locator('a[href^="/product/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(href);
  const sent = await serverHead(request, href);
  expect(sent.title).toMatch(/ — купить за .+ ₽ — ВагонЗапчасть$/);
  await expect.poll(() => liveHead(page)).toEqual(sent);
});

/** The layout shifts of the page, summed (no input is made, so every one counts). */
const SHIFTS_OBSERVER = `window.__layoutShift = 0;
window.__shiftObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__layoutShift += entry.value;
});
window.__shiftObserver.observe({ type: 'layout-shift', buffered: true });`;

/** The sum so far, with the shifts recorded but not yet handed to the observer's callback. */
const SHIFT_SO_FAR = `(() => {
  for (const entry of window.__shiftObserver.takeRecords()) window.__layoutShift += entry.value;
  return window.__layoutShift;
})()`;

for (const screen of [
  { name: 'компьютер 1366', options: { viewport: { width: 1366, height: 900 } } },
  {
    name: 'телефон 390',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  },
]) {
  test(`новости не сдвигаются, пока загружаются картинки (${screen.name})`, async ({ openPage }) => {
    const page = await openPage({ ...screen.options, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
    await page.addInitScript({ content: SHIFTS_OBSERVER });
    // A slow phone's CPU: the parser yields mid-document and Chromium may paint what it has read.
    // The header's search box then stood over the room of the buttons not yet read (0.0007).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto('/news');
    // No paint before the header's bar is whole: the document waits for the element after it.
    await expect(page.locator('link[rel="expect"][blocking="render"]')).toHaveAttribute('href', '#site-nav');
    await expect(page.locator('header #site-nav')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // Every picture in view has arrived and been laid out.
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete && image.naturalWidth > 0),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(SHIFT_SO_FAR)).toBe(0);
  });
}

// axe-core comes with Lighthouse (a dev dependency); it runs inside the page, sent as source (the
// Content-Security-Policy allows no injected script tag).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  nodes: Array<{ target: string[] }>;
}

for (const screen of [
  { name: '1366', viewport: { width: 1366, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
]) {
  test(`axe: ни одного нарушения на публичных страницах при ширине ${screen.name}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen.viewport);
    const found: string[] = [];
    for (const path of [...(await publicRoutes(request)), '/no/such/page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
          }
        ).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((violation) => ({
          id: violation.id,
          nodes: violation.nodes.map((node) => ({ target: node.target })),
        }));
      });
      for (const violation of violations) {
        found.push(
          `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      }
    }
    expect(found).toEqual([]);
  });
}
