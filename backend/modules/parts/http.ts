import { Router, type Request } from 'express';
import type { ReadModels } from '../../../projections/runtime/index.ts';
import { commandContext, parseId, ReadYourWrite, requireRole } from '../../src/http/index.ts';
import { badRequest } from '../../src/write-kit/index.ts';
import type { Actor } from '../catalog/index.ts';
// Waited for, never read (ADR 0045): the product page shows a new link at once.
// eslint-disable-next-line no-restricted-syntax
import { PRODUCTS_PROJECTION } from '../catalog/index.ts';
import type { PartCommands } from './commands.ts';
import type { PartActor } from './part-decider.ts';
import type { PartListQuery, PartQueries } from './queries.ts';
import { MESSAGES } from './rules.ts';
import { OFFERS_PROJECTION, PARTS_PROJECTION } from './view.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const LIST_MESSAGES = {
  repeated: (name: string) => `Параметр «${name}» указан несколько раз`,
  page: 'Параметр page — номер страницы, целое число от 1',
  limit: `Параметр limit — целое число от 1 до ${MAX_PAGE_SIZE}`,
  search: 'Поисковый запрос не должен быть длиннее 200 символов',
  categoryId: 'Параметр categoryId — номер категории',
  productNotFound: 'Товар не найден',
} as const;

const fail = (field: string, message: string): never => {
  throw badRequest(message, { [field]: message });
};

function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(name, LIST_MESSAGES.repeated(name));
  const trimmed = (value as string).trim();
  return trimmed === '' ? undefined : trimmed;
}

function integer(text: string | undefined, field: string, message: string, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,16}$/.test(text) || Number(text) < 1 || Number(text) > max) fail(field, message);
  return Number(text);
}

/** `GET /api/parts` parameters, checked with Russian messages. */
function listQuery(req: Request): PartListQuery {
  const search = param(req, 'search');
  if (search !== undefined && search.length > 200) fail('search', LIST_MESSAGES.search);
  const category = param(req, 'categoryId');
  return {
    search,
    categoryId: category === undefined ? undefined : integer(category, 'categoryId', LIST_MESSAGES.categoryId, Number.MAX_SAFE_INTEGER, 0),
    page: integer(param(req, 'page'), 'page', LIST_MESSAGES.page, 100_000, 1),
    limit: integer(param(req, 'limit'), 'limit', LIST_MESSAGES.limit, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  };
}

/** The acting user; a token of an id that is no account acts without one (it owns nothing). */
const actorOf = (req: Request): Actor & PartActor => ({
  userId: /^[1-9]\d{0,15}$/.test(req.auth!.userId) ? Number(req.auth!.userId) : null,
  role: req.auth!.role as Actor['role'],
});

/** Parts and their offers (ADR 0064): everyone reads, admins keep parts, sellers link their offers. */
export function partsRouter(deps: { commands: PartCommands; queries: PartQueries; readModels: ReadModels }): Router {
  const { commands, queries, readModels } = deps;
  const router = Router();
  const partId = (req: Request): number => parseId(req.params.id, MESSAGES.partNotFound);
  // Read your own write (ADR 0062): the part once its read model shows the change, else 202.
  const parts = new ReadYourWrite(readModels, [PARTS_PROJECTION]);
  const offers = new ReadYourWrite(readModels, [OFFERS_PROJECTION, PRODUCTS_PROJECTION]);
  const partLocation = (id: number) => `/api/parts/${id}`;
  const admin = requireRole('admin');

  router.get('/api/parts', async (req, res) => {
    res.json(await queries.list(listQuery(req)));
  });
  router.get('/api/parts/:id', async (req, res) => {
    res.json(await queries.one(partId(req)));
  });

  router.post('/api/admin/parts', admin, async (req, res) => {
    const outcome = await commands.create(req.body, actorOf(req), commandContext(req));
    await parts.created(res, outcome, partLocation(outcome.id), () => queries.one(outcome.id));
  });
  router.post('/api/admin/parts/:id/cross-references', admin, async (req, res) => {
    const outcome = await commands.addCrossReference(partId(req), req.body, actorOf(req), commandContext(req));
    await parts.created(res, outcome, partLocation(outcome.id), () => queries.one(outcome.id));
  });
  router.delete('/api/admin/parts/:id/cross-references', admin, async (req, res) => {
    const outcome = await commands.removeCrossReference(partId(req), { designation: param(req, 'designation') }, actorOf(req), commandContext(req));
    await parts.changed(res, outcome, partLocation(outcome.id), () => queries.one(outcome.id));
  });

  // A seller's own offer (suppliers, and buyers who list parts, ADR 0031), or any offer by a moderator.
  router.put('/api/products/:id/part', requireRole('supplier', 'buyer', 'admin'), async (req, res) => {
    const productId = parseId(req.params.id, LIST_MESSAGES.productNotFound);
    const outcome = await commands.linkOffer(productId, req.body, actorOf(req), commandContext(req));
    const partIdNow = (req.body as { partId?: number | null }).partId ?? null;
    // The answer is the link itself; 202 while the offers and the product page do not show it yet.
    await offers.changed(res, { id: productId, position: outcome.position }, `/api/products/${productId}`, async () => ({ productId, partId: partIdNow }));
  });

  return router;
}
