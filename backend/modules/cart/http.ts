import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ReadModels } from '../../kit/read/index.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import { commandContext, parseId, ReadYourWrite, requireAuth } from '../../kit/http/index.ts';
import { DomainError, type IdempotentCreations } from '../../kit/write/index.ts';
// Waited for, never read: a checkout answers once the buyer's orders list shows its requests.
// eslint-disable-next-line no-restricted-syntax
import { ORDERS_PROJECTION } from '../orders/published.ts';
import type { CartCommands } from './commands.ts';
import type { CartQueries } from './queries.ts';
import { MESSAGES, checkAdd, checkCheckout, checkGuestLines, checkSet } from './rules.ts';
import { CARTS_PROJECTION } from './view.ts';

/** A basket is a buyer's: suppliers and admins are told so in words, not with a bare 403. */
function buyersOnly(req: Request, _res: Response, next: NextFunction) {
  if (req.auth?.role !== 'buyer') return next(new DomainError(403, 'forbidden', MESSAGES.buyersOnly));
  next();
}

const CART = '/api/cart';
const checkoutLocation = (id: number) => `/api/cart/checkouts/${id}`;

/**
 * `/api/cart`: the signed-in buyer's basket (always their own: no path names another's), a guest's
 * basket priced for the browser that keeps it, and checkout into order requests (ADR 0068).
 */
export function cartRouter({
  commands,
  queries,
  readModels,
  creations,
}: {
  commands: CartCommands;
  queries: CartQueries;
  readModels: ReadModels;
  creations?: IdempotentCreations;
}): Router {
  const router = Router();
  const write = new ReadYourWrite(readModels, [CARTS_PROJECTION], creations ?? null);
  // A checkout answers once the buyer's orders list shows its order requests too.
  const checkouts = new ReadYourWrite(readModels, [CARTS_PROJECTION, ORDERS_PROJECTION], creations ?? null);
  const buyerOf = (req: Request) => Number(req.auth!.userId);
  const productId = (req: Request) => parseId(req.params.productId, MESSAGES.lineNotFound);
  // Every change answers with the whole basket (its badge, its totals), or 202 while the read side lags.
  const answer = (req: Request, res: Response, position: Position | null, extra: object = {}) =>
    write.changed(res, { id: buyerOf(req), position }, CART, async () => ({
      ...(await queries.cart(buyerOf(req))),
      ...extra,
    }));

  // A guest's basket lives in the browser; it is priced here with the same rules (no account needed).
  router.post('/api/cart/preview', async (req, res) => {
    res.json(await queries.preview(checkGuestLines(req.body)));
  });

  router.get(CART, requireAuth, buyersOnly, async (req, res) => {
    res.json(await queries.cart(buyerOf(req)));
  });

  router.delete(CART, requireAuth, buyersOnly, async (req, res) => {
    await answer(req, res, await commands.empty(buyerOf(req), commandContext(req)));
  });

  router.post('/api/cart/lines', requireAuth, buyersOnly, async (req, res) => {
    const body = checkAdd(req.body);
    await answer(
      req,
      res,
      await commands.add(buyerOf(req), body.productId, body.quantity, commandContext(req)),
    );
  });

  router.put('/api/cart/lines/:productId', requireAuth, buyersOnly, async (req, res) => {
    const id = productId(req);
    const body = checkSet(req.body);
    await answer(req, res, await commands.set(buyerOf(req), id, body, commandContext(req)));
  });

  router.delete('/api/cart/lines/:productId', requireAuth, buyersOnly, async (req, res) => {
    await answer(req, res, await commands.remove(buyerOf(req), productId(req), commandContext(req)));
  });

  router.post('/api/cart/merge', requireAuth, buyersOnly, async (req, res) => {
    const lines = checkGuestLines(req.body);
    const { position, skipped } = await commands.merge(buyerOf(req), lines, commandContext(req));
    await answer(req, res, position, { skipped });
  });

  router.post('/api/cart/checkouts', requireAuth, buyersOnly, async (req, res) => {
    const body = checkCheckout(req.body);
    const context = commandContext(req);
    const created = await checkouts.once(req, 'cart.checkout', context, () =>
      commands.checkout(buyerOf(req), body, context),
    );
    const id = Number(created.id);
    await checkouts.created(res, created, checkoutLocation(id), () => queries.checkout(buyerOf(req), id));
  });

  router.get('/api/cart/checkouts/:id', requireAuth, buyersOnly, async (req, res) => {
    res.json(await queries.checkout(buyerOf(req), parseId(req.params.id, MESSAGES.checkoutNotFound)));
  });

  return router;
}
