import { marketplaceDay, marketplaceDayOf } from '../../../shared/calendar/index.ts';
import { comparePositions, type EventStore, type Position } from '../../../infra/event-store/index.ts';
import {
  DomainError,
  KeyedLock,
  PROVISIONAL_ID,
  badRequest,
  decideFirst,
  handleCommand,
  loadAggregate,
  type CommandContext,
  type Sequences,
} from '../../kit/write/index.ts';
import {
  quoteRequestEvents,
  quoteRequestNumber,
  quoteRequestStream,
  type QuoteAward,
  type QuoteLine,
} from './events.ts';
import {
  quoteRequestDecider,
  type QuoteActor,
  type QuoteRequestCommand,
  type QuoteRequestState,
} from './quote-request-decider.ts';
import {
  LIMITS,
  MESSAGES,
  checkAnswerInput,
  checkAward,
  checkCreateInput,
  checkExtend,
  checkReason,
} from './rules.ts';

export const QUOTE_REQUEST_SEQUENCE = 'quote-request';

/** What a request for quotes asks of the other modules (given by the composition root). */
export interface QuoteRequestDirectory {
  /** A part of the catalogue as its own stream holds it, or null. */
  part(partId: number): Promise<{ designation: string; name: string; categoryId: number | null } | null>;
  /** A public offer (a product) and its seller, as the product's stream holds it; null when none or not public. */
  offer(productId: number): Promise<{ sellerId: number } | null>;
  /** Whether an account may be asked: it exists, is not blocked and is no admin (its own stream). */
  canBeAsked(userId: number): Promise<boolean>;
  /** The sellers of public offers in these catalogue categories. */
  sellersInCategories(categoryIds: readonly number[]): Promise<number[]>;
  /** The seller's public offer of a part: the product an order of the awarded line names. */
  sellerOffer(partId: number, sellerId: number): Promise<{ productId: number; name: string } | null>;
  /** The contract in force today between the buyer's and the seller's companies, if any. */
  contractInForce(buyerId: number, sellerId: number): Promise<number | null>;
}

/** The orders module's public commands an award runs (ADR 0069). */
export interface QuoteOrders {
  allocateId(context: CommandContext): Promise<number>;
  /** Where the order's stream stands (its last event), or null when it has not begun: an award's order is made once. */
  lastPosition(orderId: number): Promise<Position | null>;
  agreeFromQuote(
    input: {
      orderId: number;
      sellerId: number;
      productId: number | null;
      productName: string;
      partNumber: string | null;
      quantity: number;
      unitPrice: number;
      deliveryDate: string;
      deliveryAddress: string;
      terms: string | null;
      comment: string | null;
      contractId: number | null;
      quoteRequest: { id: number; number: string };
    },
    buyer: QuoteActor,
    context: CommandContext,
  ): Promise<{ id: number; position: Position | null }>;
}

export interface QuoteOutcome {
  readonly id: number;
  readonly position: Position | null;
}

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The steps on a request that take no more than the actor and the request's body. */
export type QuoteStep = 'send' | 'answer' | 'decline' | 'extend' | 'close' | 'cancel' | 'suspend' | 'resume';

function stepCommand(kind: QuoteStep, body: unknown, actor: QuoteActor, now: string): QuoteRequestCommand {
  switch (kind) {
    case 'answer':
      return { kind, actor, now, ...checkAnswerInput(body) };
    case 'extend':
      return { kind, actor, deadline: checkExtend(body), now };
    case 'decline':
    case 'cancel':
    case 'suspend':
      return { kind, actor, reason: checkReason(body), now };
    case 'send':
    case 'close':
    case 'resume':
      return { kind, actor, now };
  }
}

/** The collaborators of QuoteRequestCommands, given by the composition root. */
interface QuoteRequestCommandsDeps {
  readonly store: EventStore;
  readonly sequences: Sequences;
  readonly directory: QuoteRequestDirectory;
  readonly orders: QuoteOrders;
}

/** Requests for quotes (запрос предложений, ADR 0069): one buyer asks many suppliers, compares their sealed answers, awards. */
export class QuoteRequestCommands {
  /**
   * One request's commands run one after another in this process: fifty suppliers answering at once
   * wait their turn instead of losing the append race five times over (ADR 0063); the revision
   * checked on append still decides a race with another process.
   */
  private readonly turns = new KeyedLock();

  private readonly deps: QuoteRequestCommandsDeps;

  constructor(deps: QuoteRequestCommandsDeps) {
    this.deps = deps;
  }

  async load(requestId: number): Promise<QuoteRequestState> {
    return (
      await loadAggregate(
        this.deps.store,
        quoteRequestStream(requestId),
        quoteRequestDecider,
        quoteRequestEvents,
      )
    ).state;
  }

  /**
   * What a conversation about one supplier's invitation is (ADR 0072): between the buyer and that
   * supplier alone, once the request was sent to it; null for anything else (a supplier not asked,
   * a draft, an unknown request), so the thread of another supplier is never found.
   */
  async subject(
    requestId: number,
    supplierId: number | undefined,
  ): Promise<{ parties: number[]; label: string } | null> {
    if (supplierId === undefined) return null;
    const state = await this.load(requestId);
    const request = state.request;
    if (!request || !state.sent || !request.suppliers.includes(supplierId)) return null;
    return { parties: [request.buyerId, supplierId], label: `Запрос предложений ${request.number}` };
  }

  private async run(
    requestId: number,
    command: QuoteRequestCommand,
    context: CommandContext,
  ): Promise<QuoteOutcome> {
    const streamId = quoteRequestStream(requestId);
    const result = await this.turns.run(streamId, () =>
      handleCommand({
        store: this.deps.store,
        streamId,
        decider: quoteRequestDecider,
        codec: quoteRequestEvents,
        command,
        context,
      }),
    );
    return { id: requestId, position: result.position };
  }

  /** The lines as the request records them: a part's designation and name from the part's own stream. */
  private async lines(
    input: ReturnType<typeof checkCreateInput>,
  ): Promise<{ lines: QuoteLine[]; categoryIds: number[] }> {
    const categoryIds = new Set<number>();
    const lines = await Promise.all(
      input.lines.map(async (line, index): Promise<QuoteLine> => {
        const base = {
          lineId: index + 1,
          quantity: line.quantity,
          unit: line.unit,
          condition: line.condition,
        };
        if (line.partId !== null) {
          const part = await this.deps.directory.part(line.partId);
          if (!part) throw badRequest(MESSAGES.partNotFound, { lines: MESSAGES.partNotFound });
          if (part.categoryId !== null) categoryIds.add(part.categoryId);
          return {
            ...base,
            partId: line.partId,
            designation: part.designation,
            name: line.name ?? part.name,
          };
        }
        if (!line.designation) throw badRequest(MESSAGES.designation, { lines: MESSAGES.designation });
        return { ...base, partId: null, designation: line.designation, name: line.name ?? line.designation };
      }),
    );
    return { lines, categoryIds: [...categoryIds] };
  }

  /**
   * The suppliers asked: those named (a supplier named twice is refused by the decider), then the
   * sellers of the offers selected, then, when asked for, every seller in the lines' categories.
   */
  private async suppliers(
    input: ReturnType<typeof checkCreateInput>,
    categoryIds: readonly number[],
    buyerId: number,
  ): Promise<number[]> {
    for (const supplierId of new Set(input.supplierIds))
      if (!(await this.deps.directory.canBeAsked(supplierId)))
        throw badRequest(MESSAGES.supplierUnknown, { supplierIds: MESSAGES.supplierUnknown });
    const fromOffers = await Promise.all(
      input.offerIds.map(async (productId) => {
        const offer = await this.deps.directory.offer(productId);
        if (!offer) throw badRequest(MESSAGES.offerUnknown, { offerIds: MESSAGES.offerUnknown });
        return offer.sellerId;
      }),
    );
    const fromCategories = input.categorySuppliers
      ? await this.deps.directory.sellersInCategories(categoryIds)
      : [];
    const named = new Set(input.supplierIds);
    const added = [...new Set([...fromOffers, ...fromCategories])].filter(
      (id) => !named.has(id) && id !== buyerId,
    );
    return [...input.supplierIds, ...added];
  }

  /** A buyer's new request: sent at once, or kept as a draft (`draft: true`). */
  async create(body: unknown, actor: QuoteActor, context: CommandContext): Promise<QuoteOutcome> {
    if (actor.role === 'admin') throw new DomainError(403, 'forbidden', MESSAGES.adminsDoNotBuy);
    const input = checkCreateInput(body);
    // The decider refuses these sizes too; refused here first, an oversized request reads no stream.
    if (input.lines.length > LIMITS.lines)
      throw badRequest(MESSAGES.tooManyLines, { lines: MESSAGES.tooManyLines });
    if (input.supplierIds.length > LIMITS.suppliers)
      throw badRequest(MESSAGES.tooManySuppliers, { supplierIds: MESSAGES.tooManySuppliers });
    const { lines, categoryIds } = await this.lines(input);
    const suppliers = await this.suppliers(input, categoryIds, actor.userId);
    const now = context.now.toISOString();
    const request = (requestId: number) => ({
      requestId,
      number: quoteRequestNumber(requestId),
      buyerId: actor.userId,
      lines,
      deliveryTo: input.deliveryTo,
      wantedBy: input.wantedBy,
      paymentTerms: input.paymentTerms,
      deadline: input.deadline,
      comment: input.comment,
      attachments: input.attachments,
      suppliers,
    });
    // Refused before a number is spent (ADR 0052).
    quoteRequestDecider.decide(
      { kind: 'create', request: request(PROVISIONAL_ID), send: !input.draft, now },
      quoteRequestDecider.initialState,
    );
    const requestId = await this.deps.sequences.allocate(QUOTE_REQUEST_SEQUENCE, context);
    return this.run(
      requestId,
      { kind: 'create', request: request(requestId), send: !input.draft, now },
      context,
    );
  }

  /** A step on a request, with what its body says (answers, a reason, a new deadline) where the step takes one. */
  step(
    kind: QuoteStep,
    requestId: number,
    body: unknown,
    actor: QuoteActor,
    context: CommandContext,
  ): Promise<QuoteOutcome> {
    return this.run(requestId, stepCommand(kind, body, actor, context.now.toISOString()), context);
  }

  /**
   * The buyer awards lines (or the whole request) to suppliers: the request records the award with
   * the terms chosen, then each awarded line becomes an order request with those terms agreed, under
   * the contract in force between the two companies when there is one (ADR 0069).
   */
  async award(
    requestId: number,
    body: unknown,
    actor: QuoteActor,
    context: CommandContext,
  ): Promise<QuoteOutcome & { orderIds: number[] }> {
    const choice = checkAward(body);
    const now = context.now.toISOString();
    const streamId = quoteRequestStream(requestId);
    const provisional = Array.from({ length: 1000 }, (_, index) => PROVISIONAL_ID - index);
    const decided = await decideFirst({
      store: this.deps.store,
      streamId,
      decider: quoteRequestDecider,
      codec: quoteRequestEvents,
      command: { kind: 'award', actor, choice, orderIds: provisional, now },
    });
    const count = decided[0]?.type === 'QuoteRequestAwarded' ? decided[0].data.awards.length : 0;
    const orderIds: number[] = [];
    for (let index = 0; index < count; index += 1) orderIds.push(await this.deps.orders.allocateId(context));
    const outcome = await this.run(requestId, { kind: 'award', actor, choice, orderIds, now }, context);
    const completed = await this.completeAward(requestId, context);
    return { id: requestId, position: completed.position ?? outcome.position, orderIds: completed.orderIds };
  }

  /**
   * Makes the orders an award names that do not exist yet (ADR 0072): each awarded line becomes an
   * order request with the answered terms agreed, under the contract in force between the two
   * companies when there is one. Idempotent — the order ids are the award's own and an order that
   * exists is left as it is (its stream refuses a second start) — so the award itself, the process
   * manager that follows every award and the sweep at start may all run it.
   */
  async completeAward(
    requestId: number,
    context?: CommandContext,
  ): Promise<{ orderIds: number[]; created: number[]; position: Position | null }> {
    const recorded = await this.deps.store.readStream(quoteRequestStream(requestId));
    let state = quoteRequestDecider.initialState;
    let award: { awards: readonly QuoteAward[]; at: string; buyer: QuoteActor; by: CommandContext } | null =
      null;
    for (const event of recorded) {
      const checked = quoteRequestEvents.check(event.type, event.data);
      state = quoteRequestDecider.evolve(state, checked);
      if (checked.type !== 'QuoteRequestAwarded') continue;
      const role = event.metadata.role === 'supplier' ? 'supplier' : 'buyer';
      // A repair acts for the buyer who awarded, caused by the award.
      const by = context ?? {
        userId: event.metadata.userId,
        role,
        correlationId: event.metadata.correlationId,
        causationId: event.id,
        now: new Date(),
      };
      award = {
        awards: checked.data.awards,
        at: event.metadata.at,
        buyer: { userId: state.request!.buyerId, role },
        by,
      };
    }
    const request = state.request;
    if (!award || !request) return { orderIds: [], created: [], position: null };
    const { by, buyer } = award;
    const today = marketplaceDay(by.now);
    // Lead times count from the award's day, or from today when the order is made later.
    const awardedOn = marketplaceDayOf(award.at);
    const from = awardedOn > today ? awardedOn : today;
    const contracts = new Map<number, number | null>();
    const created: number[] = [];
    let position: Position | null = null;
    const later = (candidate: Position | null) => {
      if (candidate && (!position || comparePositions(candidate, position) > 0)) position = candidate;
    };
    for (const line of award.awards) {
      const existing = await this.deps.orders.lastPosition(line.orderId);
      if (existing) {
        // Made before (by the award or a repair): the answer still waits for it in the read models.
        later(existing);
        continue;
      }
      const asked = request.lines.find((candidate) => candidate.lineId === line.lineId)!;
      if (!contracts.has(line.supplierId))
        contracts.set(
          line.supplierId,
          await this.deps.directory.contractInForce(request.buyerId, line.supplierId),
        );
      const offer =
        asked.partId === null ? null : await this.deps.directory.sellerOffer(asked.partId, line.supplierId);
      const order = await this.deps.orders
        .agreeFromQuote(
          {
            orderId: line.orderId,
            sellerId: line.supplierId,
            productId: offer?.productId ?? null,
            productName: `${asked.designation} ${asked.name}`.trim().slice(0, 300),
            partNumber: asked.designation,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            deliveryDate: addDays(from, line.leadTimeDays),
            deliveryAddress: request.deliveryTo,
            terms: `По запросу предложений ${request.number}: ${line.condition === 'new' ? 'новая' : 'отремонтированная'}, срок поставки ${line.leadTimeDays} дн.${request.paymentTerms ? `; оплата: ${request.paymentTerms}` : ''}`,
            comment: request.comment,
            contractId: contracts.get(line.supplierId) ?? null,
            quoteRequest: { id: requestId, number: request.number },
          },
          buyer,
          by,
        )
        .catch(async (error: unknown) => {
          // Made meanwhile by another run of this repair: done.
          if (error instanceof DomainError && error.status === 409) {
            const made = await this.deps.orders.lastPosition(line.orderId);
            if (made) return { position: made, made: false };
          }
          throw error;
        });
      if (!('made' in order)) created.push(line.orderId);
      later(order.position);
    }
    return { orderIds: award.awards.map((line) => line.orderId), created, position };
  }
}
