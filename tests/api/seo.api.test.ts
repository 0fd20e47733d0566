import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_ABOVE_BYTES } from '../../backend/kit/http/index.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** A built SPA as the build leaves it: index.html and an asset with its brotli and gzip copies. */
const spaDir = mkdtempSync(join(tmpdir(), 'spa-fixture-'));
const ASSET = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Колёсная пара ${i}`))};\n`;
mkdirSync(join(spaDir, 'assets'));
writeFileSync(
  join(spaDir, 'index.html'),
  '<!doctype html><html lang="ru"><head><title>ВАГОНЗАПЧАСТЬ</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(spaDir, 'assets', 'index-abc123.js'), ASSET);
writeFileSync(join(spaDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
writeFileSync(join(spaDir, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SPA_DIR: spaDir } });
});
afterAll(async () => {
  await server.stop();
  rmSync(spaDir, { recursive: true, force: true });
});

const raw = (path: string, encoding?: string) =>
  fetch(`${server.url}${path}`, { headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding } });

/** The body as sent (fetch decodes on its own), with the headers that say how. */
const rawGet = (path: string, encoding: string) =>
  new Promise<{
    encoding: string | undefined;
    vary: string | undefined;
    cache: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    request(`${server.url}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          cache: res.headers['cache-control'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('compressed assets', () => {
  it('sends brotli, else gzip, else the file itself, each decoding to the same bytes, with Vary', async () => {
    const get = (encoding: string) => rawGet('/assets/index-abc123.js', encoding);
    const br = await get('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/Accept-Encoding/);
    expect(br.cache).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET);
    const gz = await get('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ASSET);
    const plain = await get('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);
    expect(br.body.length).toBeLessThan(ASSET.length / 3);
  });
});

describe('compressed answers', () => {
  it('compresses a catalogue page (brotli, else gzip) to the same JSON, with Vary; a small answer goes as it is', async () => {
    const path = '/api/products?limit=50';
    const plain = await rawGet(path, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
    const br = await rawGet(path, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    const gz = await rawGet(path, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const small = await rawGet('/api/health', 'gzip, br');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });

  it('compresses the sitemap and the documents with their head', async () => {
    for (const path of ['/sitemap.xml', '/catalog']) {
      const answer = await rawGet(path, 'br');
      expect({ path, encoding: answer.encoding }).toEqual({ path, encoding: 'br' });
      expect(brotliDecompressSync(answer.body).toString()).toMatch(/<\?xml|<!doctype html>/i);
    }
  });
});

describe('the document status of every path (no soft 404)', () => {
  it('answers 200 for the spec’s routes and existing things, 404 for unknown ones, 403 for access denied', async () => {
    const product = (
      (await (await server.request('/api/products?limit=1')).json()) as { products: Array<{ id: number }> }
    ).products[0]!;
    const news = (
      (await (await server.request('/api/news?limit=1')).json()) as { news: Array<{ id: number }> }
    ).news[0]!;
    const category = (
      (await (await server.request('/api/categories?tree_view=true')).json()) as Array<{ slug: string }>
    )[0]!;
    const serviceCategory = (
      (await (await server.request('/api/service-categories')).json()) as Array<{ slug: string }>
    )[0]!;
    const service = (
      (await (await server.request('/api/services?limit=1')).json()) as { services: Array<{ id: number }> }
    ).services[0]!;
    const cases: Array<[string, number]> = [
      ['/', 200],
      [`/service/${service.id}`, 200],
      ['/catalog', 200],
      [`/catalog/${category.slug}`, 200],
      ['/catalog/net-takoy-kategorii', 404],
      [`/product/${product.id}`, 200],
      ['/product/999999', 404],
      ['/product/abc', 404],
      [`/news/${news.id}`, 200],
      ['/news/999999', 404],
      ['/services', 200],
      [`/services/${serviceCategory.slug}`, 200],
      ['/services/net-takoy', 404],
      ['/service/999999', 404],
      ['/profile/orders', 200],
      ['/login', 200],
      ['/unauthorized', 403],
      ['/no/such/page', 404],
    ];
    for (const [path, status] of cases) {
      const response = await raw(path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the cabinet, cart, sign-in and API, and names the sitemap', async () => {
    const response = await raw('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    for (const path of ['/profile', '/cart', '/login', '/register', '/api/'])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${server.url.replace('127.0.0.1', '127.0.0.1')}/sitemap.xml`);
  });

  it('sitemap.xml lists the static pages, categories, published products, services and news with lastmod', async () => {
    const response = await raw('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/');
    expect(locs).toContain('/news');
    const products = locs.filter((path) => path.startsWith('/product/'));
    const total = ((await (await server.request('/api/products?limit=1')).json()) as { total: number }).total;
    expect(products).toHaveLength(total);
    expect(locs.some((path) => path.startsWith('/news/'))).toBe(true);
    expect(locs.some((path) => path.startsWith('/catalog/'))).toBe(true);
    const services = (
      (await (await server.request('/api/services?limit=1')).json()) as { totalItems: number }
    ).totalItems;
    expect(locs.filter((path) => path.startsWith('/service/'))).toHaveLength(services);
    expect(locs).not.toContain('/profile');
    expect(xml).toMatch(/<url><loc>[^<]+\/product\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
    expect((await raw('/sitemap-1.xml')).status).toBe(404);
  });
});

describe('what a crawler reads without JavaScript', () => {
  const jsonLd = (html: string): Array<Record<string, unknown>> =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );

  it('a product page: its name and price in the title, a description, canonical, Open Graph, and Product + Offer + BreadcrumbList', async () => {
    const { products } = (await (await server.request('/api/products?limit=1')).json()) as {
      products: Array<{ id: number; name: string; price: number }>;
    };
    const product = products[0]!;
    const html = await (await raw(`/product/${product.id}`)).text();
    expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/product/${product.id}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    const [productLd, breadcrumbs] = jsonLd(html);
    expect(productLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
    });
    const offer = productLd!.offers as Record<string, unknown>;
    expect(offer).toMatchObject({ '@type': 'Offer', price: product.price, priceCurrency: 'RUB' });
    expect(String(offer.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect((offer.seller as { name: string }).name).toBeTruthy();
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  it('a news item carries NewsArticle, a service Service; the home page WebSite with its search; an unknown product its not-found head', async () => {
    const { news } = (await (await server.request('/api/news?limit=1')).json()) as {
      news: Array<{ id: number; title: string }>;
    };
    const article = jsonLd(await (await raw(`/news/${news[0]!.id}`)).text());
    expect(article[0]).toMatchObject({ '@type': 'NewsArticle', headline: news[0]!.title });
    const { services } = (await (await server.request('/api/services?limit=1')).json()) as {
      services: Array<{ id: number; name: string }>;
    };
    const service = jsonLd(await (await raw(`/service/${services[0]!.id}`)).text());
    expect(service[0]).toMatchObject({ '@type': 'Service', name: services[0]!.name });
    const home = await (await raw('/')).text();
    expect(jsonLd(home)[0]).toMatchObject({ '@type': 'WebSite' });
    const missing = await raw('/product/999999');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<title>Товар не найден</title>');
    expect(jsonLd(html)).toEqual([]);
  });

  it('no text of a product can break out of the head', async () => {
    const html = await (await raw('/catalog')).text();
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('<title>Каталог запчастей для грузовых вагонов — ВагонЗапчасть</title>');
  });
});

/** The head of a document as a crawler reads it. */
function headOf(html: string) {
  const document = new JSDOM(html).window.document;
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
    ),
  };
}

type Ld = Record<string, unknown>;
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/**
 * What schema.org (and Google's rich results) require of the types the site writes; every
 * problem found, as `Type.property: what is wrong`.
 */
function schemaProblems(object: Ld, where = String(object['@type'])): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, property: string, what: string) => {
    if (!ok) problems.push(`${where}.${property}: ${what}`);
  };
  const listItems = (property: string, item: (element: Ld, at: string) => void) => {
    const elements = object[property];
    need(Array.isArray(elements) && elements.length > 0, property, 'a non-empty list');
    if (!Array.isArray(elements)) return;
    (elements as Ld[]).forEach((element, index) => {
      const at = `${where}.${property}[${index}]`;
      if (element['@type'] !== 'ListItem') problems.push(`${at}: not a ListItem`);
      if (element.position !== index + 1)
        problems.push(`${at}.position: ${String(element.position)}, not ${index + 1}`);
      item(element, at);
    });
  };
  if (object['@context'] !== undefined)
    need(object['@context'] === 'https://schema.org', '@context', 'https://schema.org');
  switch (object['@type']) {
    case 'Product': {
      need(isText(object.name), 'name', 'text');
      const offer = object.offers as Ld | undefined;
      need(offer?.['@type'] === 'Offer', 'offers', 'an Offer');
      if (offer) {
        need(
          typeof offer.price === 'number' && Number.isFinite(offer.price) && offer.price >= 0,
          'offers.price',
          `a number, not ${JSON.stringify(offer.price)}`,
        );
        need(
          typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency),
          'offers.priceCurrency',
          'ISO 4217',
        );
        need(isUrl(offer.url), 'offers.url', 'a URL');
        need(
          typeof offer.availability === 'string' && offer.availability.startsWith('https://schema.org/'),
          'offers.availability',
          'a schema.org ItemAvailability',
        );
      }
      break;
    }
    case 'ItemList':
      need(
        object.numberOfItems === (object.itemListElement as unknown[] | undefined)?.length,
        'numberOfItems',
        'the number of items',
      );
      listItems('itemListElement', (element, at) => {
        if (!isUrl(element.url)) problems.push(`${at}.url: a URL`);
        if (!isText(element.name)) problems.push(`${at}.name: text`);
      });
      break;
    case 'BreadcrumbList':
      listItems('itemListElement', (element, at) => {
        if (!isText(element.name)) problems.push(`${at}.name: text`);
        if (!isUrl(element.item)) problems.push(`${at}.item: a URL`);
      });
      break;
    case 'NewsArticle':
      need(isText(object.headline), 'headline', 'text');
      need(
        typeof object.datePublished === 'string' && !Number.isNaN(Date.parse(object.datePublished)),
        'datePublished',
        'a date',
      );
      break;
    case 'Service':
      need(isText(object.name), 'name', 'text');
      if (object.offers) need(typeof (object.offers as Ld).price === 'number', 'offers.price', 'a number');
      break;
    case 'WebSite':
      need(isText(object.name), 'name', 'text');
      need(isUrl(object.url), 'url', 'a URL');
      break;
    default:
      problems.push(`${where}: a type the site does not write`);
  }
  return problems;
}

describe('every public page says the same of itself wherever it is asked (issue 36, ADR 0059)', () => {
  const json = async <T>(path: string): Promise<T> => (await (await server.request(path)).json()) as T;
  const samples = async () => {
    const { products } = await json<{ products: Array<{ id: number; name: string }> }>(
      '/api/products?limit=1',
    );
    const [category] = await json<Array<{ slug: string; name: string }>>('/api/categories?tree_view=true');
    const [serviceCategory] = await json<Array<{ slug: string; name: string }>>('/api/service-categories');
    const { services } = await json<{ services: Array<{ id: number }> }>('/api/services?limit=1');
    const { news } = await json<{ news: Array<{ id: number }> }>('/api/news?limit=1');
    return {
      product: products[0]!,
      category: category!,
      serviceCategory: serviceCategory!,
      service: services[0]!,
      news: news[0]!,
    };
  };

  it('schema.org: Product with a numeric price, ItemList and BreadcrumbList on the lists, every object as the types require', async () => {
    const { product, category, serviceCategory, service, news } = await samples();
    const expected: Array<[string, string[]]> = [
      ['/', ['WebSite']],
      ['/catalog', ['ItemList', 'BreadcrumbList']],
      [`/catalog/${category.slug}`, ['ItemList', 'BreadcrumbList']],
      [`/product/${product.id}`, ['Product', 'BreadcrumbList']],
      ['/services', ['ItemList', 'BreadcrumbList']],
      [`/services/${serviceCategory.slug}`, ['ItemList', 'BreadcrumbList']],
      [`/service/${service.id}`, ['Service', 'BreadcrumbList']],
      ['/news', ['ItemList', 'BreadcrumbList']],
      [`/news/${news.id}`, ['NewsArticle', 'BreadcrumbList']],
    ];
    for (const [path, types] of expected) {
      const { jsonLd: objects } = headOf(await (await raw(path)).text());
      expect(
        objects.map((object) => object['@type']),
        path,
      ).toEqual(types);
      expect(
        objects.flatMap((object) => schemaProblems(object)),
        path,
      ).toEqual([]);
    }
    // The catalogue's list names the products its first page shows, in that order.
    const { products } = await json<{ products: Array<{ id: number; name: string }> }>(
      '/api/products?limit=12&status=published',
    );
    const [list] = headOf(await (await raw('/catalog')).text()).jsonLd as Array<{
      itemListElement: Array<{ url: string; name: string }>;
    }>;
    expect(list!.itemListElement.map((item) => [new URL(item.url).pathname, item.name])).toEqual(
      products.map((item) => [`/product/${item.id}`, item.name]),
    );
  });

  it('a service category has its own title, description and canonical link', async () => {
    const { serviceCategory } = await samples();
    const head = headOf(await (await raw(`/services/${serviceCategory.slug}`)).text());
    expect(head.title).toBe(`${serviceCategory.name} — услуги — ВагонЗапчасть`);
    expect(head.description).toContain(serviceCategory.name);
    expect(head.description).not.toBe(headOf(await (await raw('/')).text()).description);
    expect(head.canonical).toBe(`${server.url}/services/${serviceCategory.slug}`);
  });

  it('search results are named by the query and kept out of the index', async () => {
    const head = headOf(await (await raw(`/catalog?search=${encodeURIComponent('колёсная пара')}`)).text());
    expect(head.title).toBe('Результаты поиска: колёсная пара — ВагонЗапчасть');
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBeNull();
  });

  it('a missing page has no canonical link and is not indexed; an unknown product says so', async () => {
    for (const [path, title] of [
      ['/no/such/page', 'Страница не найдена'],
      ['/product/999999', 'Товар не найден'],
      ['/news/999999', 'Новость не найдена'],
      ['/catalog/net-takoy-kategorii', 'Категория не найдена'],
    ] as const) {
      const response = await raw(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      const head = headOf(html);
      expect(head, path).toMatchObject({ title, canonical: null, robots: 'noindex', jsonLd: [] });
      expect(html, path).not.toContain('og:url');
    }
  });

  it('an unknown asset is a plain 404, not the HTML page', async () => {
    for (const path of ['/assets/nope.js', '/assets/index-nope.css', '/nope.png', '/favicon-nope.ico']) {
      const response = await raw(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(await response.text(), path).toBe('Файл не найден');
    }
    // A page's address is still the page.
    expect((await raw('/catalog')).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('GET /api/page-head answers the very head the document of that address carries', async () => {
    const { product, category, serviceCategory, service, news } = await samples();
    const paths = [
      '/',
      '/catalog',
      `/catalog/${category.slug}`,
      '/catalog?search=%D0%BA%D0%BE%D0%BB%D0%B5%D1%81%D0%BE',
      `/product/${product.id}`,
      '/services',
      `/services/${serviceCategory.slug}`,
      `/service/${service.id}`,
      '/news',
      `/news/${news.id}`,
      '/guide',
      '/contacts',
      '/login',
      '/profile/orders',
      '/unauthorized',
      '/product/999999',
      '/no/such/page',
    ];
    for (const path of paths) {
      const document = await raw(path);
      const answer = await server.request(`/api/page-head?path=${encodeURIComponent(path)}`);
      expect(answer.status, path).toBe(200);
      const head = (await answer.json()) as {
        status: number;
        title: string;
        description: string;
        canonical: string | null;
        robots: string | null;
        jsonLd: unknown[];
      };
      expect(head.status, path).toBe(document.status);
      expect(
        {
          title: head.title,
          description: head.description,
          canonical: head.canonical,
          robots: head.robots,
          jsonLd: head.jsonLd,
        },
        path,
      ).toEqual(headOf(await document.text()));
    }
    // The cabinet's pages are named by the route table, as the SPA names them.
    expect((await json<{ title: string }>('/api/page-head?path=%2Flogin')).title).toBe('Вход');
  });

  it('GET /api/page-head refuses what is not a path of the site, in Russian', async () => {
    for (const query of [
      '',
      '?path=',
      '?path=catalog',
      '?path=%2F%2Fevil.example%2Fcatalog',
      `?path=%2F${'a'.repeat(2001)}`,
    ]) {
      const response = await server.request(`/api/page-head${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message, query).toBe(
        'Укажите адрес страницы: путь от корня сайта, например /catalog',
      );
    }
  });
});
