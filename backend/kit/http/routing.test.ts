import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router, type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enteredByItsPaths } from './routing.ts';

/** A router that counts the requests it is entered with (it keeps the router's layers for the guard). */
function counted(router: Router): { router: Router; entered: () => number } {
  let entered = 0;
  const handler = Object.assign(
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      entered += 1;
      return router(req, res, next);
    },
    { stack: (router as unknown as { stack: unknown }).stack },
  );
  return { router: handler as unknown as Router, entered: () => entered };
}

let server: Server;
let url: string;
const orders = Router();
orders.post('/api/orders', (_req, res) => res.status(201).json({ from: 'orders' }));
orders.get('/api/orders/:id', (req, res) => res.json({ from: 'orders', id: req.params.id }));
const admin = Router();
admin.get('/list', (_req, res) => res.json({ from: 'admin' }));
orders.use('/api/admin/orders', admin);
const catalog = Router();
catalog.get('/api/products', (_req, res) => res.json({ from: 'catalog' }));
// Declared with a trailing slash: Express answers `/api/catalogue-feed` with it as well.
catalog.get('/api/catalogue-feed/', (_req, res) => res.json({ from: 'feed' }));
// A layer without a fixed start: this router is entered by every request.
const everywhere = Router();
everywhere.use((_req, res, next) => {
  res.setHeader('X-Everywhere', 'yes');
  next();
});
const first = counted(catalog);
const second = counted(orders);
const third = counted(everywhere);

beforeAll(async () => {
  const app = express();
  for (const router of [first.router, second.router, third.router] as RequestHandler[])
    app.use(enteredByItsPaths(router as Router));
  app.use((_req, res) => res.status(404).json({ from: 'none' }));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const call = async (method: string, path: string) => {
  const response = await fetch(`${url}${path}`, { method });
  return {
    status: response.status,
    body: await response.json(),
    everywhere: response.headers.get('x-everywhere'),
  };
};

describe('enteredByItsPaths', () => {
  it("keeps the router's layers in sight of a walker of the app", () => {
    const guarded = enteredByItsPaths(orders) as unknown as { stack: unknown };
    expect(guarded.stack).toBe((orders as unknown as { stack: unknown }).stack);
  });

  it('routes every request as the routers themselves would', async () => {
    expect(await call('POST', '/api/orders')).toEqual({
      status: 201,
      body: { from: 'orders' },
      everywhere: null,
    });
    expect(await call('POST', '/API/Orders/')).toEqual({
      status: 201,
      body: { from: 'orders' },
      everywhere: null,
    });
    expect((await call('GET', '/api/orders/7')).body).toEqual({ from: 'orders', id: '7' });
    expect((await call('GET', '/api/admin/orders/list')).body).toEqual({ from: 'admin' });
    expect((await call('GET', '/api/products')).body).toEqual({ from: 'catalog' });
    expect((await call('GET', '/api/catalogue-feed')).body).toEqual({ from: 'feed' });
    expect((await call('GET', '/api/catalogue-feed/')).body).toEqual({ from: 'feed' });
    expect(await call('GET', '/api/unknown')).toEqual({
      status: 404,
      body: { from: 'none' },
      everywhere: 'yes',
    });
  });

  it('enters no router whose routes cannot match the path, and always one with a layer that could match any', async () => {
    const before = [first.entered(), second.entered(), third.entered()];
    await call('POST', '/api/orders');
    expect([first.entered(), second.entered(), third.entered()]).toEqual([
      before[0],
      before[1]! + 1,
      before[2],
    ]);
    await call('GET', '/api/products');
    expect([first.entered(), second.entered(), third.entered()]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
      before[2],
    ]);
    await call('GET', '/api/cart');
    expect([first.entered(), second.entered(), third.entered()]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
      before[2]! + 1,
    ]);
  });
});
