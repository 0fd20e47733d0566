import { createHash } from 'node:crypto';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_ABOVE_BYTES, compressAnswers, isApiWrite, reuseEncodedJson } from './compression.ts';

const page = {
  products: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Колёсная пара РУ1Ш-957-Г №${i}` })),
  total: 60,
};
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(reuseEncodedJson());
  app.get('/page', (_req, res) => res.json(page));
  app.get('/small', (_req, res) => res.json({ status: 'ok' }));
  app.get('/text', (_req, res) => res.sendJsonText(JSON.stringify(page)));
  app.get('/tagged', (_req, res) => res.setHeader('ETag', '"own"').sendJsonText(JSON.stringify(page)));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, encoding: string, headers: Record<string, string> = {}, origin = url) =>
  new Promise<{
    status: number;
    encoding: string | undefined;
    vary: string | undefined;
    type: string | undefined;
    etag: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    request(`${origin}${path}`, { headers: { 'Accept-Encoding': encoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          type: res.headers['content-type'],
          etag: res.headers.etag,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('reuseEncodedJson', () => {
  it('answers brotli, gzip or plain JSON as the client accepts, all the same JSON', async () => {
    const br = await get('/page', 'gzip, br');
    expect([br.encoding, br.vary, br.type]).toEqual([
      'br',
      'Accept-Encoding',
      'application/json; charset=utf-8',
    ]);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(page);
    const gz = await get('/page', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(page);
    const plain = await get('/page', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
    expect(JSON.parse(plain.body.toString())).toEqual(page);
    const small = await get('/small', 'br');
    expect([small.encoding, small.body.toString()]).toEqual([undefined, '{"status":"ok"}']);
  });

  it('sends JSON text made elsewhere (an answer cache’s) the same way', async () => {
    const br = await get('/text', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(page);
    expect(JSON.parse((await get('/text', 'identity')).body.toString())).toEqual(page);
  });

  it('never answers an object changed in place with the bytes of what it was', async () => {
    const before = await get('/page', 'br');
    page.total = 61;
    const after = await get('/page', 'br');
    expect(JSON.parse(brotliDecompressSync(before.body).toString()).total).toBe(60);
    expect(JSON.parse(brotliDecompressSync(after.body).toString()).total).toBe(61);
  });

  it('gives kept bytes the ETag Express gives the bytes it sends, answers 304 to it, and a new one to new bytes', async () => {
    /** Express's weak ETag of a body: its length and the start of its SHA-1. */
    const expressEtag = (body: Buffer) =>
      `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
    for (const [path, encoding] of [
      ['/text', 'br'],
      ['/text', 'gzip'],
      ['/text', 'identity'],
      ['/page', 'br'],
      ['/small', 'br'],
    ] as const) {
      const first = await get(path, encoding);
      const again = await get(path, encoding);
      expect(first.etag, `${path} ${encoding}`).toBe(expressEtag(first.body));
      expect(again.etag, `${path} ${encoding}`).toBe(first.etag);
      const fresh = await get(path, encoding, { 'If-None-Match': first.etag! });
      expect([fresh.status, fresh.body.length], `${path} ${encoding}`).toEqual([304, 0]);
    }
    const br = await get('/text', 'br');
    expect((await get('/text', 'gzip', { 'If-None-Match': br.etag! })).status).toBe(200);
    // The answer changes: its new bytes have their own ETag, and the old one no longer matches.
    page.total += 1;
    const changed = await get('/text', 'br', { 'If-None-Match': br.etag! });
    expect(changed.status).toBe(200);
    expect(changed.etag).toBe(expressEtag(changed.body));
    expect(changed.etag).not.toBe(br.etag);
    expect(JSON.parse(brotliDecompressSync(changed.body).toString()).total).toBe(page.total);
  });

  it('leaves a route’s own ETag alone, and sends none where the app sends none', async () => {
    expect((await get('/tagged', 'br')).etag).toBe('"own"');
    expect((await get('/tagged', 'br', { 'If-None-Match': '"own"' })).status).toBe(304);
    const app = express();
    app.set('etag', false);
    app.use(reuseEncodedJson());
    app.get('/text', (_req, res) => res.sendJsonText(JSON.stringify(page)));
    const untagged = app.listen(0);
    await new Promise((resolve) => untagged.once('listening', resolve));
    try {
      const origin = `http://127.0.0.1:${(untagged.address() as AddressInfo).port}`;
      for (let i = 0; i < 2; i += 1) {
        const answer = await get('/text', 'br', {}, origin);
        expect([answer.status, answer.encoding, answer.etag]).toEqual([200, 'br', undefined]);
      }
    } finally {
      await new Promise((resolve) => untagged.close(resolve));
    }
  });
});

describe('compressAnswers with reuseEncodedJson: the answers to API writes', () => {
  let app: Server;
  let origin: string;
  beforeAll(async () => {
    const api = express();
    api.use(compressAnswers());
    api.use('/api', reuseEncodedJson());
    api.post('/api/page', (_req, res) => res.status(201).json(page));
    api.post('/api/small', (_req, res) => res.status(201).json({ id: 1 }));
    api.get('/api/page', (_req, res) => res.json(page));
    api.get('/notes.txt', (_req, res) => res.type('text/plain').send('Колёсная пара. '.repeat(200)));
    app = api.listen(0);
    await new Promise((resolve) => app.once('listening', resolve));
    origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => app.close(resolve)));

  const post = (path: string, encoding: string) =>
    new Promise<{ status: number; encoding?: string; etag?: string; length?: string; body: Buffer }>(
      (resolve, reject) => {
        request(`${origin}${path}`, { method: 'POST', headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              encoding: res.headers['content-encoding'],
              etag: res.headers.etag,
              length: res.headers['content-length'],
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      },
    );

  it('compresses a large answer to a write once, as the client accepts, with no ETag to hash', async () => {
    const br = await post('/api/page', 'gzip, br');
    expect([br.status, br.encoding, br.etag, Number(br.length)]).toEqual([
      201,
      'br',
      undefined,
      br.body.length,
    ]);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(page);
    const plain = await post('/api/page', 'identity');
    expect([plain.encoding, plain.etag]).toEqual([undefined, undefined]);
    expect(JSON.parse(plain.body.toString())).toEqual(page);
    const small = await post('/api/small', 'gzip, br');
    expect([small.status, small.encoding, small.etag, small.body.toString()]).toEqual([
      201,
      undefined,
      undefined,
      '{"id":1}',
    ]);
  });

  it('still gives reads their ETag and compresses other answers through the middleware', async () => {
    const read = await get('/api/page', 'gzip, br', {}, origin);
    expect(read.encoding).toBe('br');
    expect(read.etag).toMatch(/^W\/"/);
    const text = await get('/notes.txt', 'gzip', {}, origin);
    expect(text.encoding).toBe('gzip');
    expect(gunzipSync(text.body).toString()).toBe('Колёсная пара. '.repeat(200));
  });

  it('tells API writes from everything else', () => {
    const req = (method: string, path: string) => ({ method, path }) as Parameters<typeof isApiWrite>[0];
    expect(isApiWrite(req('POST', '/api/orders'))).toBe(true);
    expect(isApiWrite(req('DELETE', '/api/cart/items/1'))).toBe(true);
    expect(isApiWrite(req('GET', '/api/orders'))).toBe(false);
    expect(isApiWrite(req('HEAD', '/api/orders'))).toBe(false);
    expect(isApiWrite(req('POST', '/uploads/pictures'))).toBe(false);
  });
});
