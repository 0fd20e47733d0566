import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_ABOVE_BYTES, reuseEncodedJson } from './compression.ts';

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
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, encoding: string) =>
  new Promise<{
    encoding: string | undefined;
    vary: string | undefined;
    type: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    request(`${url}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          type: res.headers['content-type'],
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
});
