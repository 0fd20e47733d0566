import type { AddressInfo } from 'node:net';
import { parse } from 'node:querystring';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { queryParam, queryParsedOnce } from './query.ts';

/** An app whose query parser counts its calls; the route reads three parameters. */
async function answer(withOnce: boolean, path: string): Promise<{ body: unknown; parses: number }> {
  let parses = 0;
  const app = express();
  app.set('query parser', (text: string) => {
    parses += 1;
    return parse(text);
  });
  if (withOnce) queryParsedOnce(app);
  app.get('/list', (req, res) => {
    if (Array.isArray(req.query.page)) {
      res.json({ repeated: req.query.page, same: req.query === req.query });
      return;
    }
    res.json({
      page: queryParam(req, 'page') ?? null,
      search: queryParam(req, 'search') ?? null,
      sort: queryParam(req, 'sort') ?? null,
      same: req.query === req.query,
    });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { body: await response.json(), parses };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('queryParsedOnce', () => {
  it('parses the query string once per request and reads the same parameters as Express', async () => {
    const path = `/list?page=2&search=${encodeURIComponent('колёсная пара')}`;
    const plain = await answer(false, path);
    const once = await answer(true, path);
    expect(plain.parses).toBeGreaterThan(1);
    expect(once.parses).toBe(1);
    expect(once.body).toEqual({ ...(plain.body as object), same: true });
    expect(once.body).toMatchObject({ page: '2', search: 'колёсная пара', sort: null });
  });

  it('leaves a repeated parameter an array, as Express does (a 400 for the routes)', async () => {
    const plain = await answer(false, '/list?page=1&page=2');
    const once = await answer(true, '/list?page=1&page=2');
    expect(once.body).toEqual({ repeated: ['1', '2'], same: true });
    expect(plain.body).toEqual({ repeated: ['1', '2'], same: false });
    expect(once.parses).toBe(1);
  });
});
