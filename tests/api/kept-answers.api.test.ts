import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * ADR 0105: a public list kept as sent is answered before the routers, with the status, the
 * headers in their order and the bytes its route sends (only the request's own correlation id and
 * the date differ), a 304 to its ETag, and nothing of it for a request with a token.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.stop());

interface Sent {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

const sent = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Sent>((resolve, reject) => {
    request(
      `${server.url}${path}`,
      { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
        });
      },
    )
      .on('error', reject)
      .end();
  });

/** The headers as compared: the correlation id and the date are the request's own. */
const comparable = (headers: Array<[string, string]>) =>
  headers.map(([name, value]) =>
    name === 'X-Correlation-Id' || name === 'Date' ? [name, '…'] : [name, value],
  );

describe.each([
  ['catalogue', '/api/products?page=1&limit=12&status=published', 'catalogQueries'],
  ['search', `/api/products?search=${encodeURIComponent('колёсная пара')}&limit=5`, 'catalogQueries'],
  ['services', '/api/services?sort=priceAsc&priceFrom=1&limit=12', 'serviceQueries'],
] as const)('the kept answers of %s', (_family, path, queries) => {
  it('are the route’s status, headers and bytes, and a 304 to their ETag', async () => {
    const kept = vi.spyOn(server.modules[queries], 'keptListJson');
    try {
      const first = await sent(path);
      const second = await sent(path);
      // The first was computed on the route; the second found kept and answered before the routers.
      expect(kept.mock.results.map((result) => result.value === undefined)).toEqual([true, false]);
      expect(second.status).toBe(200);
      expect(comparable(second.headers)).toEqual(comparable(first.headers));
      expect(second.body.equals(first.body)).toBe(true);

      const etag = second.headers.find(([name]) => name === 'ETag')![1];
      const notModified = await sent(path, { 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(kept).toHaveBeenCalledTimes(3);
    } finally {
      kept.mockRestore();
    }
  });

  it('are not used for a request with a token: a bad one is refused on the route', async () => {
    await sent(path);
    const kept = vi.spyOn(server.modules[queries], 'keptListJson');
    try {
      const refused = await sent(path, { authorization: 'Bearer nonsense' });
      expect(refused.status).toBe(401);
      const signedIn = await sent(path, {
        authorization: `Bearer ${(await server.registerUser({ role: 'buyer' })).accessToken}`,
        'accept-encoding': 'identity',
      });
      expect(signedIn.status).toBe(200);
      const plain = await sent(path, { 'accept-encoding': 'identity' });
      expect(signedIn.body.toString()).toBe(plain.body.toString());
      // Only the visitor's request went through the lane.
      expect(kept).toHaveBeenCalledTimes(1);
    } finally {
      kept.mockRestore();
    }
  });
});
