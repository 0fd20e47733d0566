import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * A part's public page `/part/{id}` (ADR 0065): the data it shows (`GET /api/parts/{id}`) and the
 * document a crawler reads without JavaScript: title, JSON-LD Product + AggregateOffer with numeric
 * prices, the category's way, the sitemap, and a 404 for an unknown part.
 */
const spaDir = mkdtempSync(join(tmpdir(), 'part-page-spa-'));
writeFileSync(
  join(spaDir, 'index.html'),
  '<!doctype html><html lang="ru"><head><title>ВАГОНЗАПЧАСТЬ</title></head><body><div id="root"></div></body></html>',
);

let server: TestServer;
let admin: SignedIn;
let ural: SignedIn;
let trans: SignedIn;
let part: { id: number };
let analogue: { id: number };
let cheap: number;
let dear: number;

const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const send = (path: string, token: string, json: unknown = {}, method = 'POST') =>
  server.request(path, { method, token, json });
const documentAt = (path: string) => fetch(`${server.url}${path}`);

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

/** A seller's published offer of the part, in stock in a warehouse of that city (or out of stock). */
async function offer(
  seller: SignedIn,
  partId: number,
  categoryId: number,
  fields: {
    price: number;
    quality: 'new' | 'repaired';
    city: string;
    quantity: number;
    leadTimeDays: number;
  },
) {
  const warehouse = await ok<{ id: number }>(
    await send('/api/warehouses', seller.accessToken, {
      name: `Склад ${fields.city}`,
      city: fields.city,
      address: 'ул. Заводская, 2',
    }),
    201,
  );
  const { id } = await ok<{ id: number }>(
    await send('/api/products', seller.accessToken, {
      name: 'Рама боковая 100.00.010-1',
      price: fields.price,
      categoryId,
      quality: fields.quality,
      leadTimeDays: fields.leadTimeDays,
    }),
    201,
  );
  if (fields.quantity > 0)
    await ok(
      await send(
        `/api/products/${id}/stock`,
        seller.accessToken,
        { stocks: [{ warehouseId: warehouse.id, quantity: fields.quantity }] },
        'PUT',
      ),
    );
  await ok(await send(`/api/products/${id}/submit`, seller.accessToken));
  await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken));
  await ok(await send(`/api/products/${id}/part`, seller.accessToken, { partId }, 'PUT'));
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, env: { SPA_DIR: spaDir } });
  admin = await server.createAdmin();
  const requisites = randomCompany('АО «Уралвагонлитьё»');
  ural = await server.registerUser({ role: 'supplier', inn: requisites.inn });
  trans = await server.registerUser({ role: 'supplier' });
  await ok(await send('/api/companies', ural.accessToken, requisites), 201);
  const bogie = await ok<{ id: number }>(
    await send('/api/admin/categories', admin.accessToken, { name: 'Тележки' }),
    201,
  );
  const frames = await ok<{ id: number }>(
    await send('/api/admin/categories', admin.accessToken, { name: 'Боковые рамы', parentId: bogie.id }),
    201,
  );
  part = await ok(
    await send('/api/admin/parts', admin.accessToken, {
      designation: '100.00.010-1',
      name: 'Рама боковая',
      categoryId: frames.id,
    }),
    201,
  );
  analogue = await ok(
    await send('/api/admin/parts', admin.accessToken, {
      designation: '100.00.002-4',
      name: 'Рама боковая тележки 18-100',
      categoryId: frames.id,
    }),
    201,
  );
  await ok(
    await send(`/api/admin/parts/${part.id}/cross-references`, admin.accessToken, {
      designation: '100.00.002-4',
      kind: 'analogue',
      source: 'ОСТ 32.183',
    }),
    201,
  );
  await ok(
    await send(`/api/admin/parts/${part.id}/cross-references`, admin.accessToken, {
      designation: '18-100.00.010-1',
      kind: 'same',
      source: 'чертёж',
    }),
    201,
  );
  cheap = await offer(ural, part.id, frames.id, {
    price: 152_000,
    quality: 'repaired',
    city: 'Нижний Тагил',
    quantity: 3,
    leadTimeDays: 2,
  });
  dear = await offer(trans, part.id, frames.id, {
    price: 189_000.5,
    quality: 'new',
    city: 'Брянск',
    quantity: 0,
    leadTimeDays: 45,
  });
  await offer(trans, analogue.id, frames.id, {
    price: 174_500,
    quality: 'new',
    city: 'Брянск',
    quantity: 1,
    leadTimeDays: 3,
  });
}, 90_000);

afterAll(async () => {
  await server.stop();
  rmSync(spaDir, { recursive: true, force: true });
});

describe('the part page', () => {
  it('GET /api/parts/{id} gives what it shows: designations, offers with lead time and condition, analogues with their lowest price and count', async () => {
    const data = await ok<{
      designation: string;
      offerCount: number;
      minPrice: number;
      maxPrice: number;
      designations: Array<{ designation: string; kind: string }>;
      offers: Array<{
        productId: number;
        price: number;
        quantity: number;
        leadTimeDays: number | null;
        conditionName: string;
        city: string | null;
      }>;
      analogues: Array<{
        id: number;
        designation: string;
        offerCount: number;
        minPrice: number | null;
        kindName: string;
      }>;
    }>(await server.request(`/api/parts/${part.id}`));
    expect(data).toMatchObject({
      designation: '100.00.010-1',
      offerCount: 2,
      minPrice: 152_000,
      maxPrice: 189_000.5,
    });
    expect(data.designations.map((entry) => entry.kind)).toEqual(['canonical', 'analogue', 'same']);
    expect(
      data.offers.map((o) => [o.productId, o.price, o.quantity, o.leadTimeDays, o.conditionName, o.city]),
    ).toEqual([
      [cheap, 152_000, 3, 2, 'После ремонта', 'Нижний Тагил'],
      [dear, 189_000.5, 0, 45, 'Новая', 'Брянск'],
    ]);
    expect(data.analogues).toEqual([
      expect.objectContaining({
        id: analogue.id,
        designation: '100.00.002-4',
        offerCount: 1,
        minPrice: 174_500,
      }),
    ]);
  });

  it('the document: 200, titled by the name and designation, Product + AggregateOffer with numeric prices, the category’s way', async () => {
    const response = await documentAt(`/part/${part.id}`);
    expect(response.status).toBe(200);
    const head = headOf(await response.text());
    expect(head.title).toBe(
      `Рама боковая 100.00.010-1 — от ${(152_000).toLocaleString('ru-RU')} ₽, 2 предложения — ВагонЗапчасть`,
    );
    expect(head.canonical).toBe(`${server.url}/part/${part.id}`);
    expect(head.robots).toBeNull();
    expect(head.description).toContain('18-100.00.010-1');
    const [product, breadcrumbs] = head.jsonLd;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Рама боковая 100.00.010-1',
      mpn: '100.00.010-1',
      url: `${server.url}/part/${part.id}`,
      category: 'Боковые рамы',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 152_000,
        highPrice: 189_000.5,
        offerCount: 2,
        priceCurrency: 'RUB',
      },
    });
    const aggregate = product!.offers as {
      lowPrice: unknown;
      highPrice: unknown;
      offerCount: unknown;
      offers: Array<Record<string, unknown>>;
    };
    // Numbers, never strings of digits.
    expect([typeof aggregate.lowPrice, typeof aggregate.highPrice, typeof aggregate.offerCount]).toEqual([
      'number',
      'number',
      'number',
    ]);
    expect(aggregate.offers.map((o) => [o.url, o.price, o.availability, o.itemCondition])).toEqual([
      [
        `${server.url}/product/${cheap}`,
        152_000,
        'https://schema.org/InStock',
        'https://schema.org/RefurbishedCondition',
      ],
      [
        `${server.url}/product/${dear}`,
        189_000.5,
        'https://schema.org/PreOrder',
        'https://schema.org/NewCondition',
      ],
    ]);
    expect(aggregate.offers[0]!.seller).toEqual({ '@type': 'Organization', name: 'АО «Уралвагонлитьё»' });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as Array<{ name: string }>).map((crumb) => crumb.name)).toEqual([
      'Главная',
      'Каталог',
      'Тележки',
      'Боковые рамы',
      'Рама боковая 100.00.010-1',
    ]);
  });

  it('GET /api/page-head answers the very head the document carries', async () => {
    for (const path of [`/part/${part.id}`, `/part/${analogue.id}`, '/part/999999']) {
      const document = await documentAt(path);
      const head = await ok<{
        status: number;
        title: string;
        description: string;
        canonical: string | null;
        robots: string | null;
        jsonLd: unknown[];
      }>(await server.request(`/api/page-head?path=${encodeURIComponent(path)}`));
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
  });

  it('an unknown part is a 404 named «Деталь не найдена», kept out of the index', async () => {
    for (const path of ['/part/999999', '/part/abc', '/part/0', '/part/1/extra']) {
      const response = await documentAt(path);
      expect(response.status, path).toBe(404);
      const head = headOf(await response.text());
      expect(head, path).toMatchObject({ canonical: null, robots: 'noindex', jsonLd: [] });
    }
    expect(headOf(await (await documentAt('/part/999999')).text()).title).toBe('Деталь не найдена');
  });

  it('the sitemap lists every part’s page', async () => {
    const sitemap = await (await documentAt('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${server.url}/part/${part.id}</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/part/${analogue.id}</loc>`);
  });

  it('GET /api/parts/{id}: 304 to its ETag while the part stands, its new answer and ETag once it changes', async () => {
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request.
    const asked = (encoding: string, etag?: string) =>
      new Promise<{ status: number; etag: string; encoding: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          request(
            `${server.url}/api/parts/${part.id}`,
            { headers: { 'accept-encoding': encoding, ...(etag ? { 'if-none-match': etag } : {}) } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({
                  status: res.statusCode!,
                  etag: String(res.headers.etag),
                  encoding: res.headers['content-encoding'],
                  body: Buffer.concat(chunks),
                }),
              );
            },
          )
            .on('error', reject)
            .end();
        },
      );
    /** Express's weak ETag of the bytes sent: their length and the start of their SHA-1. */
    const etagOf = (body: Buffer) =>
      `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
    const compressed = await asked('gzip, deflate, br, zstd');
    const etag = compressed.etag;
    expect([compressed.status, compressed.encoding, etag]).toEqual([200, 'br', etagOf(compressed.body)]);
    expect((await asked('gzip, deflate, br, zstd')).etag).toBe(etag);
    const fresh = await asked('gzip, deflate, br, zstd', etag);
    expect([fresh.status, fresh.body.length]).toEqual([304, 0]);
    // Uncompressed, other bytes: the ETag of those bytes, and a 304 to it.
    const plain = await asked('identity');
    expect([plain.status, plain.encoding, plain.etag]).toEqual([200, undefined, etagOf(plain.body)]);
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
    expect((await asked('identity', plain.etag)).status).toBe(304);
    // The part changes (the read model moves on): the old ETag no longer matches.
    await ok(
      await send(`/api/admin/parts/${part.id}/cross-references`, admin.accessToken, {
        designation: '18-100.00.010-9',
        kind: 'same',
        source: 'чертёж',
      }),
      201,
    );
    try {
      const changed = await asked('gzip, deflate, br, zstd', etag);
      expect(changed.status).toBe(200);
      const newEtag = changed.etag;
      expect(newEtag).not.toBe(etag);
      expect(newEtag).toBe(etagOf(changed.body));
      const data = JSON.parse(brotliDecompressSync(changed.body).toString()) as {
        designations: Array<{ designation: string }>;
      };
      expect(data.designations.map((entry) => entry.designation)).toContain('18-100.00.010-9');
      expect((await asked('gzip, deflate, br, zstd', newEtag)).status).toBe(304);
    } finally {
      const removed = await send(
        `/api/admin/parts/${part.id}/cross-references?designation=${encodeURIComponent('18-100.00.010-9')}`,
        admin.accessToken,
        undefined,
        'DELETE',
      );
      expect(removed.status).toBe(200);
    }
  });
});
