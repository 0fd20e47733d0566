import { Router, type Request, type Response } from 'express';
import { Schema } from 'effect';
import type { ReadModels } from '../../kit/read/index.ts';
import {
  callerOf,
  CalendarDay,
  commandContext,
  decodeInput,
  parseId,
  ReadYourWrite,
  requireAuth,
  requireRole,
  RequestInstant,
  decodeListQuery,
  pageQuery,
  periodEnd,
} from '../../kit/http/index.ts';
import type { CommandContext, IdempotentCreations } from '../../kit/write/index.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import { REQUEST_MESSAGES, type OrderCommands } from './commands.ts';
import { DELIVERY_TYPES, DISPUTE_CAUSES, DISPUTE_DECISIONS } from './events.ts';
import {
  ADDRESS_MAX,
  CARRIER_MAX,
  COMMENT_MAX,
  REASON_MAX,
  TERMS_MAX,
  MESSAGES,
  STATUS_LABELS,
  TRACKING_MAX,
  type OrderActor,
  type OrderStatus,
} from './order-decider.ts';
import type { OrderFilter, OrderQueries } from './queries.ts';
import { ORDERS_PROJECTION } from './view.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const OptionalText = (max: number) =>
  Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(max))));

const RequestBody = Schema.Struct({
  productId: Id,
  quantity: Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1_000_000)),
  deliveryType: Schema.Literals(DELIVERY_TYPES),
  warehouseId: Schema.optional(Schema.NullOr(Id)),
  deliveryAddress: OptionalText(ADDRESS_MAX),
  comment: OptionalText(COMMENT_MAX),
  serviceIds: Schema.optional(Schema.Array(Id).check(Schema.isMaxLength(20))),
  contractId: Schema.optional(Schema.NullOr(Id)),
});
const REQUEST_FIELDS = {
  productId: REQUEST_MESSAGES.productNotFound,
  quantity: REQUEST_MESSAGES.badQuantity,
  deliveryType: 'Выберите способ получения',
  warehouseId: REQUEST_MESSAGES.warehouseRequired,
  deliveryAddress: REQUEST_MESSAGES.addressTooLong,
  comment: REQUEST_MESSAGES.commentTooLong,
  serviceIds: REQUEST_MESSAGES.unknownService,
  contractId: 'Договор не найден',
} as const;

const AcceptBody = Schema.Struct({
  unitPrice: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1e10)),
  quantity: Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1_000_000)),
  deliveryDate: CalendarDay,
  terms: OptionalText(TERMS_MAX),
});
const ACCEPT_FIELDS = {
  unitPrice: MESSAGES.badPrice,
  quantity: MESSAGES.badQuantity,
  deliveryDate: MESSAGES.badDate,
  terms: MESSAGES.termsTooLong,
} as const;
const ReasonBody = Schema.Struct({ reason: OptionalText(REASON_MAX) });
const REASON_FIELDS = { reason: MESSAGES.reasonTooLong } as const;
// Lengths are checked by the decider with its own messages; these bounds only keep bodies small.
const ShipBody = Schema.Struct({
  carrier: OptionalText(CARRIER_MAX * 4),
  trackingNumber: OptionalText(TRACKING_MAX * 4),
});
const SHIP_FIELDS = { carrier: MESSAGES.carrierTooLong, trackingNumber: MESSAGES.trackingTooLong } as const;
const DISPUTE_CAUSE_MESSAGE =
  'Выберите причину спора: не получен, не та деталь, брак, неполная комплектация или другое';
const DisputeBody = Schema.Struct({
  cause: Schema.Literals(DISPUTE_CAUSES),
  details: OptionalText(REASON_MAX),
});
const DISPUTE_FIELDS = { cause: DISPUTE_CAUSE_MESSAGE, details: MESSAGES.reasonTooLong } as const;
const AnswerBody = Schema.Struct({ answer: OptionalText(REASON_MAX) });
const ANSWER_FIELDS = { answer: MESSAGES.reasonTooLong } as const;
const DECISION_MESSAGE = 'Решение: returnAccepted (возврат принят) или rejected (спор отклонён)';
const ResolveBody = Schema.Struct({
  decision: Schema.Literals(DISPUTE_DECISIONS),
  reason: OptionalText(REASON_MAX),
});
const RESOLVE_FIELDS = { decision: DECISION_MESSAGE, reason: MESSAGES.reasonTooLong } as const;
const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1_000_000_000));
const RestockBody = Schema.Struct({ warehouseId: PositiveInt, quantity: PositiveInt });
const RESTOCK_FIELDS = {
  warehouseId: MESSAGES.restockWarehouse,
  quantity: 'Количество — целое число от 1',
} as const;

const ListQuery = Schema.Struct({
  side: Schema.optional(Schema.Literals(['buyer', 'seller'])),
  status: Schema.optional(Schema.Literals(STATUSES)),
  dispute: Schema.optional(Schema.Literals(['open'])),
  search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
  from: Schema.optional(RequestInstant),
  to: Schema.optional(RequestInstant),
  ...pageQuery(MAX_PAGE_SIZE),
});
const LIST_FIELDS = {
  side: 'Сторона: buyer (мои заказы) или seller (заявки на мои товары)',
  status: `Статус: одно из ${STATUSES.join(', ')}`,
  dispute: 'Параметр dispute: open (только открытые споры)',
  search: 'Поиск не длиннее 200 символов',
  from: 'Начало периода — дата',
  to: 'Конец периода — дата',
  page: 'Номер страницы должен быть целым числом от 1',
  limit: `Количество на странице должно быть целым числом от 1 до ${MAX_PAGE_SIZE}`,
} as const;

const actorOf = (req: Request): OrderActor => callerOf(req);

function listFilter(req: Request, side: OrderFilter['side']): OrderFilter {
  const { query, page, limit } = decodeListQuery(req.query, ListQuery, LIST_FIELDS, DEFAULT_PAGE_SIZE);
  return {
    side: side === 'all' ? 'all' : (query.side ?? side),
    userId: Number(req.auth!.userId),
    status: query.status,
    disputeOpen: query.dispute === 'open',
    search: query.search?.trim() || undefined,
    from: query.from && new Date(query.from).toISOString(),
    to: periodEnd(query.to),
    page,
    limit,
  };
}

/**
 * `POST /api/orders` and the lifecycle of an order request: the seller answers
 * with terms, the buyer confirms, the seller ships, the buyer receives; admins oversee.
 */
export function ordersRouter({
  commands,
  queries,
  readModels,
  creations,
}: {
  commands: OrderCommands;
  queries: OrderQueries;
  readModels: ReadModels;
  creations?: IdempotentCreations;
}): Router {
  const router = Router();
  const id = (req: Request) => parseId(req.params.id, MESSAGES.notFound);
  // An order's steps are its parties' (buyers and suppliers; admins order nothing and sell nothing):
  // admins act on orders as moderators, through /api/admin/orders (ADR 0024).
  const parties = requireRole('buyer', 'supplier');
  const write = new ReadYourWrite(readModels, [ORDERS_PROJECTION], creations ?? null);
  const location = (orderId: number) => `/api/orders/${orderId}`;
  // Every step answers with the order as its parties see it after the step (202 while the read side lags).
  const answer = (res: Response, req: Request, orderId: number, position: Position | null) =>
    write.changed(res, { id: orderId, position }, location(orderId), () =>
      queries.one(orderId, actorOf(req)),
    );

  router.post('/api/orders', requireAuth, async (req, res) => {
    const body = decodeInput(RequestBody, req.body, REQUEST_FIELDS);
    const context = commandContext(req);
    const created = await write.once(req, 'orders.request', context, () =>
      commands.request(body, actorOf(req), context),
    );
    const orderId = Number(created.id);
    await write.created(res, created, location(orderId), () => queries.one(orderId, actorOf(req)));
  });

  router.get('/api/orders', requireAuth, async (req, res) => {
    res.json(await queries.list(listFilter(req, 'buyer')));
  });

  router.get('/api/orders/:id', requireAuth, async (req, res) => {
    res.json(await queries.one(id(req), actorOf(req)));
  });

  type Step = (
    orderId: number,
    actor: ReturnType<typeof actorOf>,
    context: CommandContext,
  ) => Promise<Position | null>;
  // A step on an order: its body checked first (a 400), then the order's id, then the command.
  const onOrder = (decide: (req: Request) => Step) => async (req: Request, res: Response) => {
    const run = decide(req);
    const orderId = id(req);
    await answer(res, req, orderId, await run(orderId, actorOf(req), commandContext(req)));
  };
  const reason = (req: Request) => decodeInput(ReasonBody, req.body ?? {}, REASON_FIELDS).reason ?? null;
  const plain =
    (step: 'close' | 'resume'): Step =>
    (orderId, actor, context) =>
      commands.step(step, orderId, actor, context);

  // The parties' steps on an order, each at /api/orders/:id/<step>.
  const partySteps: Record<string, (req: Request) => Step> = {
    accept: (req) => {
      const body = decodeInput(AcceptBody, req.body, ACCEPT_FIELDS);
      return (orderId, actor, context) =>
        commands.accept(orderId, { ...body, terms: body.terms ?? null }, actor, context);
    },
    decline: (req) => {
      const why = reason(req);
      return (orderId, actor, context) => commands.decline(orderId, why, actor, context);
    },
    cancel: (req) => {
      const why = reason(req);
      return (orderId, actor, context) => commands.cancel(orderId, why, actor, context);
    },
    confirm: () => (orderId, actor, context) => commands.confirm(orderId, actor, context),
    ship: (req) => {
      const body = decodeInput(ShipBody, req.body ?? {}, SHIP_FIELDS);
      const shipment = { carrier: body.carrier ?? null, trackingNumber: body.trackingNumber ?? null };
      return (orderId, actor, context) => commands.ship(orderId, shipment, actor, context);
    },
    // A dispute of a shipped or received order (ADR 0060): the buyer opens it, the seller answers.
    dispute: (req) => {
      const body = decodeInput(DisputeBody, req.body ?? {}, DISPUTE_FIELDS);
      return (orderId, actor, context) =>
        commands.openDispute(orderId, body.cause, body.details ?? null, actor, context);
    },
    'dispute/answer': (req) => {
      const body = decodeInput(AnswerBody, req.body ?? {}, ANSWER_FIELDS);
      return (orderId, actor, context) =>
        commands.answerDispute(orderId, body.answer ?? null, actor, context);
    },
    // A returned order's pieces back on sale (ADR 0078): the seller, once, at one of their warehouses.
    restock: (req) => {
      const body = decodeInput(RestockBody, req.body ?? {}, RESTOCK_FIELDS);
      return (orderId, actor, context) => commands.restock(orderId, body, actor, context);
    },
    receive: () => (orderId, actor, context) => commands.receive(orderId, actor, context),
    close: () => plain('close'),
  };
  for (const [step, decide] of Object.entries(partySteps))
    router.post(`/api/orders/:id/${step}`, requireAuth, parties, onOrder(decide));

  const admin = Router();
  admin.use(requireRole('admin'));
  admin.get('/', async (req, res) => {
    res.json(await queries.list(listFilter(req, 'all')));
  });
  admin.post(
    '/:id/suspend',
    onOrder((req) => {
      const why = reason(req);
      return (orderId, actor, context) => commands.suspend(orderId, why, actor, context);
    }),
  );
  admin.post(
    '/:id/resume',
    onOrder(() => plain('resume')),
  );
  admin.post(
    '/:id/dispute/resolve',
    onOrder((req) => {
      const body = decodeInput(ResolveBody, req.body ?? {}, RESOLVE_FIELDS);
      return (orderId, actor, context) =>
        commands.resolveDispute(orderId, body.decision, body.reason ?? null, actor, context);
    }),
  );
  admin.post(
    '/:id/cancel',
    onOrder((req) => {
      const why = reason(req);
      return (orderId, actor, context) => commands.cancel(orderId, why, actor, context, 'moderator');
    }),
  );
  router.use('/api/admin/orders', admin);
  return router;
}
