import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_ABOVE_BYTES } from '../../backend/src/http/index.ts';
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
  new Promise<{ encoding: string | undefined; vary: string | undefined; cache: string | undefined; body: Buffer }>((resolve, reject) => {
    request(`${server.url}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, cache: res.headers['cache-control'], body: Buffer.concat(chunks) }),
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
    const services = ((await (await server.request('/api/services?limit=1')).json()) as { totalItems: number }).totalItems;
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
    expect(offer).toMatchObject({ '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'RUB' });
    expect(String(offer.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect((offer.seller as { name: string }).name).toBeTruthy();
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  it('a news item carries NewsArticle, a service Service; the home page WebSite with its search; an unknown product the site’s own head', async () => {
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
    expect(html).toContain('<title>ВАГОНЗАПЧАСТЬ</title>');
    expect(jsonLd(html)).toEqual([]);
  });

  it('no text of a product can break out of the head', async () => {
    const html = await (await raw('/catalog')).text();
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('<title>Каталог запчастей для грузовых вагонов — ВагонЗапчасть</title>');
  });
});
