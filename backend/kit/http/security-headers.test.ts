import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

/**
 * The security headers are made by helmet once per host and set again from what was kept
 * (ADR 0081): every response carries exactly what helmet set before, for every host, first
 * request or not, and a host helmet refuses is still refused.
 */
const POLICY = (host: string, https = false) =>
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  `font-src 'self' data:;connect-src 'self' ws://${host}:* wss://${host}:*;object-src 'none';` +
  "frame-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'" +
  (https ? ';upgrade-insecure-requests' : '');
const OTHERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const servers: Server[] = [];
async function serve(publicUrl: string | undefined): Promise<string> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders({ publicUrl }));
  app.get('/', (_req, res) => res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}
let plain: string;
let https: string;
beforeAll(async () => {
  plain = await serve(undefined);
  https = await serve('https://vagonzapchast.ru');
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** The status and the raw headers in the order sent, the date left out. */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Array<[string, string]> }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs.filter(([name]) => name !== 'date') });
      });
    })
      .on('error', reject)
      .end();
  });
const security = (headers: Array<[string, string]>) =>
  Object.fromEntries(
    headers.filter(
      ([name]) => name === 'content-security-policy' || name in OTHERS || name.startsWith('strict-'),
    ),
  );

describe('securityHeaders', () => {
  it('sets the very headers helmet set, for each host, on the first request and every later one', async () => {
    for (const [host, named] of [
      ['localhost:3000', 'localhost'],
      ['vagonzapchast.ru', 'vagonzapchast.ru'],
      ['127.0.0.1:3000', '127.0.0.1'],
    ] as const) {
      const first = await get(plain, { host });
      expect(security(first.headers), host).toEqual({
        'content-security-policy': POLICY(named),
        ...OTHERS,
      });
      // Kept: the same headers, in the same order, with nothing else changed.
      expect(await get(plain, { host }), host).toEqual(first);
      expect(await get(plain, { host }), host).toEqual(first);
    }
  });

  it('names the host of each request, not the one asked before', async () => {
    const first = security((await get(plain, { host: 'one.example' })).headers);
    const second = security((await get(plain, { host: 'two.example' })).headers);
    expect(first['content-security-policy']).toBe(POLICY('one.example'));
    expect(second['content-security-policy']).toBe(POLICY('two.example'));
    // A trusted proxy's X-Forwarded-Host is the page's host.
    const proxied = await get(plain, { host: 'one.example', 'x-forwarded-host': 'three.example' });
    expect(security(proxied.headers)['content-security-policy']).toBe(POLICY('three.example'));
  });

  it('over https adds HSTS and upgrade-insecure-requests, kept the same way', async () => {
    const first = await get(https, { host: 'vagonzapchast.ru' });
    expect(security(first.headers)).toEqual({
      'content-security-policy': POLICY('vagonzapchast.ru', true),
      ...OTHERS,
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
    });
    expect(await get(https, { host: 'vagonzapchast.ru' })).toEqual(first);
  });

  it('refuses a host helmet refuses, every time, and serves the next host as before', async () => {
    for (let i = 0; i < 3; i += 1) {
      const refused = await get(plain, { host: 'evil;script-src *' });
      // helmet passes its error on: the error handler's answer, with none of the page's headers.
      expect(refused.status).toBe(500);
      expect(security(refused.headers)['content-security-policy']).toBe("default-src 'none'");
      expect(security(refused.headers)['x-frame-options']).toBeUndefined();
    }
    const after = await get(plain, { host: 'localhost' });
    expect(after.status).toBe(200);
    expect(security(after.headers)['content-security-policy']).toBe(POLICY('localhost'));
  });

  it('keeps a bounded number of hosts: past it, every host still gets its own policy', async () => {
    for (let i = 0; i < 150; i += 1) {
      const host = `h${i}.example`;
      const { headers } = await get(plain, { host });
      expect(security(headers)['content-security-policy']).toBe(POLICY(host));
    }
  });
});
