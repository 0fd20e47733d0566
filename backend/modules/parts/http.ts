import { Router, type Request } from 'express';
import {
  pageMessages,
  commandContext,
  fieldError,
  parseId,
  queryInteger,
  queryParam,
  ReadYourWrite,
  repeatedParameter,
  requireRole,
  writesShownBy,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import type { Actor } from '../catalog/index.ts';
// Waited for, never read (ADR 0045): the product page shows a new link at once.
// eslint-disable-next-line no-restricted-syntax
import { PRODUCTS_PROJECTION } from '../catalog/index.ts';
import type { PartCommands } from './commands.ts';
import type { PartActor } from './part-decider.ts';
import type { PartListQuery, PartQueries, ProposalListQuery } from './queries.ts';
import { MESSAGES } from './rules.ts';
import { OFFERS_PROJECTION, PARTS_PROJECTION, PART_PROPOSALS_PROJECTION } from './view.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const LIST_MESSAGES = {
  repeated: repeatedParameter,
  ...pageMessages(MAX_PAGE_SIZE),
  search: 'Поисковый запрос не должен быть длиннее 200 символов',
  categoryId: 'Параметр categoryId — номер категории',
  productNotFound: 'Товар не найден',
  proposalNotFound: 'Предложение перекрёстной ссылки не найдено',
} as const;

const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** `?status=&page=&limit=` of a proposals list. */
function proposalQuery(req: Request, proposedBy?: number): ProposalListQuery {
  const status = queryParam(req, 'status');
  if (status !== undefined && !(PROPOSAL_STATUSES as readonly string[]).includes(status))
    fieldError('status', MESSAGES.proposalStatus);
  return {
    status: status as ProposalListQuery['status'],
    proposedBy,
    page: integer(queryParam(req, 'page'), 'page', LIST_MESSAGES.page, 100_000, 1),
    limit: integer(queryParam(req, 'limit'), 'limit', LIST_MESSAGES.limit, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  };
}

const integer = (text: string | undefined, field: string, message: string, max: number, fallback: number) =>
  queryInteger(text, field, message, { max, fallback, maxDigits: 16 });

/** `GET /api/parts` parameters, checked with Russian messages. */
function listQuery(req: Request): PartListQuery {
  const search = queryParam(req, 'search');
  if (search !== undefined && search.length > 200) fieldError('search', LIST_MESSAGES.search);
  const category = queryParam(req, 'categoryId');
  return {
    search,
    categoryId:
      category === undefined
        ? undefined
        : integer(category, 'categoryId', LIST_MESSAGES.categoryId, Number.MAX_SAFE_INTEGER, 0),
    page: integer(queryParam(req, 'page'), 'page', LIST_MESSAGES.page, 100_000, 1),
    limit: integer(queryParam(req, 'limit'), 'limit', LIST_MESSAGES.limit, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  };
}

/** The acting user; a token of an id that is no account acts without one (it owns nothing). */
const actorOf = (req: Request): Actor & PartActor => ({
  userId: /^[1-9]\d{0,15}$/.test(req.auth!.userId) ? Number(req.auth!.userId) : null,
  role: req.auth!.role as Actor['role'],
});

/** Parts and their offers (ADR 0064): everyone reads, admins keep parts, sellers link their offers. */
export function partsRouter(deps: ModuleRouterDeps<PartCommands, PartQueries>): Router {
  const { commands, queries, readModels } = deps;
  const router = Router();
  const partId = (req: Request): number => parseId(req.params.id, MESSAGES.partNotFound);
  // Read your own write (ADR 0062): the part once its read model shows the change, else 202.
  const parts = writesShownBy(deps, [PARTS_PROJECTION]);
  // A merge or a split moves offers: its answer waits for the offers too.
  const moves = writesShownBy(deps, [PARTS_PROJECTION, OFFERS_PROJECTION, PRODUCTS_PROJECTION]);
  const proposals = writesShownBy(deps, [PART_PROPOSALS_PROJECTION, PARTS_PROJECTION]);
  const proposalId = (req: Request): number => parseId(req.params.proposalId, LIST_MESSAGES.proposalNotFound);
  const proposalAt = (id: number) => `/api/admin/part-proposals?id=${id}`;
  const offers = new ReadYourWrite(readModels, [OFFERS_PROJECTION, PRODUCTS_PROJECTION]);
  const partLocation = (id: number) => `/api/parts/${id}`;
  const admin = requireRole('admin');

  router.get('/api/parts', async (req, res) => {
    res.json(await queries.list(listQuery(req)));
  });
  router.get('/api/parts/:id', async (req, res) => {
    const asked = partId(req);
    const part = await queries.oneJson(asked);
    // A merged part points to its survivor for good (ADR 0067): links and bookmarks keep working.
    if (part.id === asked) res.sendJsonText(part.json);
    else
      res
        .location(partLocation(part.id))
        .status(301)
        .json({ message: MESSAGES.partMerged(part.id), mergedInto: part.id });
  });

  router.post('/api/admin/parts', admin, async (req, res) => {
    const outcome = await commands.create(req.body, actorOf(req), commandContext(req));
    await parts.created(res, outcome, partLocation(outcome.id), () => queries.one(outcome.id));
  });
  router.post('/api/admin/parts/:id/cross-references', admin, async (req, res) => {
    const outcome = await commands.addCrossReference(
      partId(req),
      req.body,
      actorOf(req),
      commandContext(req),
    );
    await parts.created(res, outcome, partLocation(outcome.id), () => queries.one(outcome.id));
  });
  router.delete('/api/admin/parts/:id/cross-references', admin, async (req, res) => {
    const outcome = await commands.removeCrossReference(
      partId(req),
      { designation: queryParam(req, 'designation') },
      actorOf(req),
      commandContext(req),
    );
    await parts.changed(res, outcome, partLocation(outcome.id), () => queries.one(outcome.id));
  });

  router.post('/api/admin/parts/:id/merge', admin, async (req, res) => {
    const outcome = await commands.merge(partId(req), req.body, actorOf(req), commandContext(req));
    await moves.changed(res, outcome, partLocation(outcome.id), () => queries.one(outcome.id));
  });
  router.post('/api/admin/parts/:id/split', admin, async (req, res) => {
    const context = commandContext(req);
    const from = partId(req);
    const created = await moves.once(req, 'parts.split', context, () =>
      commands.split(from, req.body, actorOf(req), context),
    );
    await moves.created(res, created, partLocation(Number(created.id)), () =>
      queries.one(Number(created.id)),
    );
  });

  // Suppliers propose cross-references; admins approve or reject them (ADR 0067).
  router.post('/api/parts/:id/cross-reference-proposals', requireRole('supplier'), async (req, res) => {
    const context = commandContext(req);
    const id = partId(req);
    const actor = actorOf(req);
    const created = await proposals.once(req, 'parts.propose', context, async () => {
      const outcome = await commands.propose(id, req.body, actor, context);
      return { id: outcome.proposalId, position: outcome.position };
    });
    await proposals.created(res, created, '/api/supplier/part-proposals', () =>
      queries.proposal(Number(created.id)),
    );
  });
  router.get('/api/supplier/part-proposals', requireRole('supplier'), async (req, res) => {
    res.json(await queries.proposals(proposalQuery(req, actorOf(req).userId ?? 0)));
  });
  router.get('/api/admin/part-proposals', admin, async (req, res) => {
    res.json(await queries.proposals(proposalQuery(req)));
  });
  router.post('/api/admin/parts/:id/proposals/:proposalId/approve', admin, async (req, res) => {
    const id = proposalId(req);
    const outcome = await commands.approve(partId(req), id, req.body, actorOf(req), commandContext(req));
    await proposals.changed(res, { id, position: outcome.position }, proposalAt(id), () =>
      queries.proposal(id),
    );
  });
  router.post('/api/admin/parts/:id/proposals/:proposalId/reject', admin, async (req, res) => {
    const id = proposalId(req);
    const outcome = await commands.reject(partId(req), id, req.body, actorOf(req), commandContext(req));
    await proposals.changed(res, { id, position: outcome.position }, proposalAt(id), () =>
      queries.proposal(id),
    );
  });

  // A seller's own offer (suppliers, and buyers who list parts, ADR 0031), or any offer by a moderator.
  router.put('/api/products/:id/part', requireRole('supplier', 'buyer', 'admin'), async (req, res) => {
    const productId = parseId(req.params.id, LIST_MESSAGES.productNotFound);
    const outcome = await commands.linkOffer(productId, req.body, actorOf(req), commandContext(req));
    // The answer is the link itself (a merged part's survivor when the part was merged); 202 while
    // the offers and the product page do not show it yet.
    await offers.changed(
      res,
      { id: productId, position: outcome.position },
      `/api/products/${productId}`,
      async () => ({ productId, partId: outcome.partId }),
    );
  });

  return router;
}
