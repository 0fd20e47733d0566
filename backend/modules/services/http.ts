import { Router, type Request, type RequestHandler, type Response } from 'express';
import { Schema } from 'effect';
import type { Position } from '../../../infra/event-store/index.ts';
import {
  keptAnswersLane,
  pageMessages,
  commandContext,
  decodeInput,
  fieldError,
  parseId,
  queryInteger,
  queryParam,
  repeatedParameter,
  requireAuth,
  requireRole,
  writesShownBy,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import type { ServiceCommands } from './commands.ts';
import { PRICE_TYPES, SERVICE_STATUSES, type PriceType, type ServiceStatus } from './events.ts';
import type { RequestActor } from './request-decider.ts';
import { REQUEST_STATUSES } from './statuses.ts';
import type { RequestStatus } from './events.ts';
import { LIMITS, MESSAGES } from './rules.ts';
import type { ServiceActor } from './service-decider.ts';
import type { ServiceListFilter, ServiceQueries, ServiceSort } from './queries.ts';
import { SERVICES_PROJECTION, SERVICE_REQUESTS_PROJECTION } from './view.ts';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
const SORTS: readonly ServiceSort[] = ['newest', 'priceAsc', 'priceDesc'];

export const LIST_MESSAGES = {
  repeated: repeatedParameter,
  ...pageMessages(MAX_PAGE_SIZE),
  sort: 'Сортировка — newest, priceAsc или priceDesc',
  search: 'Поисковый запрос не должен быть длиннее 200 символов',
  categoryId: 'Параметр categoryId — номер категории услуг',
  priceFrom: 'Цена от — число от 0',
  priceTo: 'Цена до — число от 0, не меньше цены от',
  priceType: 'Тип цены — список из fixed, hourly, daily, custom через запятую',
  status: `Статус — одно из ${SERVICE_STATUSES.join(', ')}`,
  requestStatus: `Статус заявки — одно из ${REQUEST_STATUSES.join(', ')}`,
  side: 'Сторона — requester (мои заявки) или supplier (заявки на мои услуги)',
} as const;

const integer = (text: string | undefined, field: string, message: string, max: number, fallback: number) =>
  queryInteger(text, field, message, { max, fallback, maxDigits: 9 });

function money(text: string | undefined, field: string, message: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(text)) fieldError(field, message);
  return Number(text);
}

/**
 * The kept answers' lane of the services (ADR 0105): `GET /api/services` of a visitor, answered at
 * once when the page is kept for the services as they stand.
 */
export function servicesKeptAnswers(queries: Pick<ServiceQueries, 'keptListJson'>): RequestHandler {
  return keptAnswersLane('/api/services', (req) => queries.keptListJson(serviceListFilter(req)));
}

/** `GET /api/services` parameters, checked with Russian messages. */
export function serviceListFilter(req: Request): ServiceListFilter {
  const sort = queryParam(req, 'sort') ?? 'newest';
  if (!SORTS.includes(sort as ServiceSort)) fieldError('sort', LIST_MESSAGES.sort);
  const search = queryParam(req, 'search');
  if (search !== undefined && search.length > 200) fieldError('search', LIST_MESSAGES.search);
  const category = queryParam(req, 'categoryId');
  const priceFrom = money(queryParam(req, 'priceFrom'), 'priceFrom', LIST_MESSAGES.priceFrom);
  const priceTo = money(queryParam(req, 'priceTo'), 'priceTo', LIST_MESSAGES.priceTo);
  if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom)
    fieldError('priceTo', LIST_MESSAGES.priceTo);
  const typesText = queryParam(req, 'priceType');
  const priceTypes = typesText
    ?.split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  if (priceTypes?.some((type) => !(PRICE_TYPES as readonly string[]).includes(type)))
    fieldError('priceType', LIST_MESSAGES.priceType);
  return {
    page: integer(queryParam(req, 'page'), 'page', LIST_MESSAGES.page, 100_000, 1),
    limit: integer(queryParam(req, 'limit'), 'limit', LIST_MESSAGES.limit, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    sort: sort as ServiceSort,
    search,
    categoryId:
      category === undefined
        ? undefined
        : integer(category, 'categoryId', LIST_MESSAGES.categoryId, Number.MAX_SAFE_INTEGER, 0),
    priceFrom,
    priceTo,
    priceTypes: priceTypes as PriceType[] | undefined,
  };
}

const OptionalText = (max: number) =>
  Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(max))));
const RequestBody = Schema.Struct({
  serviceId: Schema.Int.check(Schema.isGreaterThan(0)),
  description: Schema.String.check(Schema.isMaxLength(LIMITS.requestDescription)),
  contactPhone: OptionalText(LIMITS.phone),
  contactEmail: OptionalText(LIMITS.email),
  preferredDate: OptionalText(10),
  contractId: Schema.optional(Schema.NullOr(Schema.Int.check(Schema.isGreaterThan(0)))),
});
const REQUEST_FIELDS = {
  serviceId: MESSAGES.serviceNotFound,
  description: MESSAGES.requestDescription,
  contactPhone: MESSAGES.phone,
  contactEmail: MESSAGES.email,
  preferredDate: MESSAGES.preferredDate,
  contractId: 'Договор не найден',
} as const;
const QuoteBody = Schema.Struct({
  price: Schema.Finite,
  date: OptionalText(10),
  comment: OptionalText(LIMITS.comment),
});
const QUOTE_FIELDS = {
  price: MESSAGES.quotePrice,
  date: MESSAGES.quoteDate,
  comment: MESSAGES.comment,
} as const;

const userIdOf = (req: Request): number => Number(req.auth!.userId);
const serviceActor = (req: Request): ServiceActor => ({
  userId: /^[1-9]\d{0,15}$/.test(req.auth!.userId) ? Number(req.auth!.userId) : null,
  role: req.auth!.role as ServiceActor['role'],
});
const requestActor = (req: Request): RequestActor => ({
  userId: userIdOf(req),
  role: req.auth!.role as RequestActor['role'],
});

function statusParam(req: Request): ServiceStatus | undefined {
  const status = queryParam(req, 'status');
  if (status !== undefined && !(SERVICE_STATUSES as readonly string[]).includes(status))
    fieldError('status', LIST_MESSAGES.status);
  return status as ServiceStatus | undefined;
}

function requestStatusParam(req: Request): RequestStatus | undefined {
  const status = queryParam(req, 'status');
  if (status !== undefined && !(REQUEST_STATUSES as readonly string[]).includes(status))
    fieldError('status', LIST_MESSAGES.requestStatus);
  return status as RequestStatus | undefined;
}

/**
 * Services: the public catalogue, the supplier's own services, the
 * admin's moderation; service requests and their lifecycle (ADR 0028).
 */
export function servicesRouter(deps: ModuleRouterDeps<ServiceCommands, ServiceQueries>): Router {
  const { commands, queries } = deps;
  const router = Router();
  const serviceId = (req: Request) => parseId(req.params.id, MESSAGES.serviceNotFound);
  const requestId = (req: Request) => parseId(req.params.id, MESSAGES.requestNotFound);
  const services = writesShownBy(deps, [SERVICES_PROJECTION]);
  const requests = writesShownBy(deps, [SERVICE_REQUESTS_PROJECTION]);
  const serviceAt = (id: number | string) => `/api/supplier/services/${id}`;
  const requestAt = (id: number | string) => `/api/service-requests/${id}`;
  const readService = (req: Request, id: number) => () =>
    queries.ownOne(id, { userId: userIdOf(req), role: req.auth!.role });
  const readRequest = (req: Request, id: number) => () =>
    queries.request(id, { userId: userIdOf(req), role: req.auth!.role });
  const ownService = (res: Response, req: Request, id: number, position: Position | null) =>
    services.changed(res, { id, position }, serviceAt(id), readService(req, id));
  const oneRequest = (res: Response, req: Request, id: number, position: Position | null) =>
    requests.changed(res, { id, position }, requestAt(id), readRequest(req, id));
  const supplier = requireRole('supplier');
  const admin = requireRole('admin');

  // ---- public catalogue ------------------------------------------------------------------------
  router.get('/api/services', async (req, res) => {
    res.sendJsonText(await queries.listJson(serviceListFilter(req)));
  });
  router.get('/api/services/:id', async (req, res) => {
    res.json(await queries.one(serviceId(req)));
  });

  // ---- the supplier's own services ---------------------------------------------------------------
  router.get('/api/supplier/services', supplier, async (req, res) => {
    res.json({ services: await queries.mine(userIdOf(req), statusParam(req)) });
  });
  router.get('/api/supplier/services/:id', requireRole('supplier', 'admin'), async (req, res) => {
    res.json(await queries.ownOne(serviceId(req), { userId: userIdOf(req), role: req.auth!.role }));
  });
  router.post('/api/services', supplier, async (req, res) => {
    const context = commandContext(req);
    const created = await services.once(req, 'services.create', context, () =>
      commands.create(req.body, serviceActor(req), context),
    );
    await services.created(res, created, serviceAt(created.id), readService(req, Number(created.id)));
  });
  router.put('/api/services/:id', supplier, async (req, res) => {
    const outcome = await commands.edit(serviceId(req), req.body, serviceActor(req), commandContext(req));
    await ownService(res, req, outcome.id, outcome.position);
  });
  for (const step of ['submit', 'restore'] as const) {
    router.post(`/api/services/:id/${step}`, supplier, async (req, res) => {
      const outcome = await commands.step(step, serviceId(req), serviceActor(req), commandContext(req));
      await ownService(res, req, outcome.id, outcome.position);
    });
  }
  router.post('/api/services/:id/archive', requireRole('supplier', 'admin'), async (req, res) => {
    const outcome = await commands.step('archive', serviceId(req), serviceActor(req), commandContext(req));
    await ownService(res, req, outcome.id, outcome.position);
  });

  // ---- moderation ------------------------------------------------------------------------------
  router.get('/api/admin/services', admin, async (req, res) => {
    res.json({ services: await queries.moderation(statusParam(req) ?? 'submitted') });
  });
  router.post('/api/admin/services/:id/publish', admin, async (req, res) => {
    const outcome = await commands.step('publish', serviceId(req), serviceActor(req), commandContext(req));
    await ownService(res, req, outcome.id, outcome.position);
  });
  router.post('/api/admin/services/:id/reject', admin, async (req, res) => {
    const outcome = await commands.reject(
      serviceId(req),
      (req.body as { reason?: unknown } | undefined)?.reason,
      serviceActor(req),
      commandContext(req),
    );
    await ownService(res, req, outcome.id, outcome.position);
  });

  // ---- service requests ------------------------------------------------------------------------
  // A request's steps are its parties' (the service's supplier, the requester); admins only read.
  const parties = requireRole('buyer', 'supplier');
  router.post('/api/service-requests', requireAuth, async (req, res) => {
    const body = decodeInput(RequestBody, req.body, REQUEST_FIELDS);
    const context = commandContext(req);
    const created = await requests.once(req, 'services.request', context, () =>
      commands.request(body, requestActor(req), context),
    );
    await requests.created(res, created, requestAt(created.id), readRequest(req, Number(created.id)));
  });
  router.get('/api/service-requests', requireAuth, async (req, res) => {
    const side = queryParam(req, 'side') ?? 'requester';
    if (side !== 'requester' && side !== 'supplier') fieldError('side', LIST_MESSAGES.side);
    res.json({
      requests: await queries.requests(
        side as 'requester' | 'supplier',
        userIdOf(req),
        requestStatusParam(req),
      ),
    });
  });
  router.get('/api/service-requests/:id', requireAuth, async (req, res) => {
    res.json(await queries.request(requestId(req), { userId: userIdOf(req), role: req.auth!.role }));
  });
  router.post('/api/service-requests/:id/quote', requireAuth, parties, async (req, res) => {
    const body = decodeInput(QuoteBody, req.body, QUOTE_FIELDS);
    const outcome = await commands.quote(requestId(req), body, requestActor(req), commandContext(req));
    await oneRequest(res, req, outcome.id, outcome.position);
  });
  for (const step of ['accept', 'complete'] as const) {
    router.post(`/api/service-requests/:id/${step}`, requireAuth, parties, async (req, res) => {
      const outcome = await commands.answer(step, requestId(req), requestActor(req), commandContext(req));
      await oneRequest(res, req, outcome.id, outcome.position);
    });
  }
  for (const step of ['decline', 'cancel'] as const) {
    router.post(`/api/service-requests/:id/${step}`, requireAuth, parties, async (req, res) => {
      const reason = (req.body as { reason?: unknown } | undefined)?.reason;
      const outcome = await commands.withReason(
        step,
        requestId(req),
        reason,
        requestActor(req),
        commandContext(req),
      );
      await oneRequest(res, req, outcome.id, outcome.position);
    });
  }
  router.get('/api/admin/service-requests', admin, async (req, res) => {
    res.json({ requests: await queries.requests('all', userIdOf(req), requestStatusParam(req)) });
  });

  return router;
}
