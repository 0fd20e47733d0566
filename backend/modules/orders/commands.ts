import { marketplaceDay } from '../../../shared/calendar/index.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import { dealBasis, placedUnder, type Deal, type DealWriteStores } from '../accounting/index.ts';
import type { StockMove } from '../catalog/index.ts';
import {
  DomainError,
  badRequest,
  handleCommand,
  handleCommandOn,
  loadAggregate,
  loadAggregateOn,
  stateOf,
  notFound,
  type CommandContext,
} from '../../kit/write/index.ts';
import {
  orderEvents,
  orderNumber,
  stockEvents,
  type DeliveryType,
  type DisputeCause,
  type DisputeDecision,
  orderStream,
  stockStream,
} from './events.ts';
import {
  ADDRESS_MAX,
  COMMENT_MAX,
  MESSAGES,
  dealStage,
  orderDecider,
  orderTotal,
  type OrderActor,
  type OrderCommand,
  type OrderState,
} from './order-decider.ts';
import { reservedTotal, stockDecider, type StockCommand } from './stock-decider.ts';

export const ORDER_SEQUENCE = 'order';

/** What the orders ask of the catalogue's write side (given by the composition root). */
export interface OrdersCatalog {
  product(productId: number): Promise<{
    readonly published: boolean;
    readonly name: string;
    readonly partNumber: string | null;
    readonly price: number;
    readonly sellerId: number;
    readonly stocks: ReadonlyArray<{ warehouseId: number; quantity: number }>;
    readonly services: ReadonlyArray<{ id: number; name: string }>;
  } | null>;
  warehouse(
    warehouseId: number,
  ): Promise<{ readonly name: string; readonly address: string; readonly city: string } | null>;
  /**
   * Takes delivered pieces off the warehouse's stock (the seller's stock command, on the buyer's
   * receipt), once per order however often it is run.
   */
  consume(move: StockMove, context: CommandContext): Promise<void>;
  /**
   * Puts returned pieces back on the warehouse's stock (the seller's stock command, ADR 0078), once
   * per order; `check` only decides, refusing as the command would (a foreign warehouse, an archived product).
   */
  restock(move: StockMove, context: CommandContext, check: boolean): Promise<void>;
}

export interface OrderRequestInput {
  readonly productId: number;
  readonly quantity: number;
  readonly deliveryType: DeliveryType;
  readonly warehouseId?: number | null | undefined;
  readonly deliveryAddress?: string | null | undefined;
  readonly comment?: string | null | undefined;
  readonly serviceIds?: readonly number[] | undefined;
  /** A signed contract between the buyer's and the seller's companies. */
  readonly contractId?: number | null | undefined;
}

export const REQUEST_MESSAGES = {
  productNotFound: 'Товар не найден',
  ownProduct: 'Вы не можете оформить заявку на свой товар',
  adminsDoNotOrder: 'Заявки оформляют покупатели и поставщики',
  badQuantity: 'Количество — целое число от 1',
  warehouseRequired: 'Выберите пункт самовывоза',
  notForPickup: 'Товар недоступен для самовывоза',
  noStockHere: 'На выбранном складе нет этого товара',
  tooMany: (name: string, available: number) =>
    `На складе «${name}» доступно только ${available} шт.: уменьшите количество или выберите доставку`,
  addressRequired: 'Введите адрес доставки',
  addressTooLong: `Адрес доставки не длиннее ${ADDRESS_MAX} символов`,
  commentTooLong: `Комментарий не длиннее ${COMMENT_MAX} символов`,
  unknownService: 'Услуга не связана с этим товаром',
} as const;

/** What an awarded line of a request for quotes says of the order it becomes (ADR 0069). */
export interface QuoteAgreement {
  readonly orderId: number;
  readonly sellerId: number;
  readonly productId: number | null;
  readonly productName: string;
  readonly partNumber: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly deliveryDate: string;
  readonly deliveryAddress: string;
  readonly terms: string | null;
  readonly comment: string | null;
  readonly contractId: number | null;
  readonly quoteRequest: { readonly id: number; readonly number: string };
}

export interface OrderOutcome {
  readonly id: number;
  readonly number: string;
  readonly position: Position | null;
}

/** The aggregate this module's commands run on. */
const ORDERS = { streamOf: orderStream, decider: orderDecider, codec: orderEvents };

/** Order requests and their lifecycle; stock held for confirmed pickups (ADR 0024). */
export class OrderCommands {
  private readonly deps: DealWriteStores & { readonly catalog: OrdersCatalog };

  constructor(deps: OrderCommands['deps']) {
    this.deps = deps;
  }

  private async run(command: OrderCommand, context: CommandContext): Promise<Position | null> {
    const id = command.kind === 'agree' ? command.request.orderId : command.orderId;
    return (await handleCommandOn(this.deps.store, ORDERS, id, command, context)).position;
  }

  private stock(command: StockCommand, context: CommandContext): Promise<unknown> {
    return handleCommand({
      store: this.deps.store,
      streamId: stockStream(command.productId, command.warehouseId),
      decider: stockDecider,
      codec: stockEvents,
      command,
      context,
    });
  }

  async load(orderId: number): Promise<OrderState> {
    return stateOf(this.deps.store, ORDERS, orderId);
  }

  /**
   * The order as a deal its documents bill, as its own stream states it: the agreed price (else the
   * list price) and quantity, its stage, its basis (the contract, else the request itself) and the
   * addresses the goods leave from and go to.
   */
  async deal(orderId: number): Promise<Deal | null> {
    const { state, recorded } = await loadAggregateOn(this.deps.store, ORDERS, orderId);
    const { request, status } = state;
    if (!request || status === null) return null;
    const price = state.unitPrice ?? request.listPrice;
    const amount = orderTotal(price, state.quantity);
    const place =
      request.warehouseId === null ? null : await this.deps.catalog.warehouse(request.warehouseId);
    const from = place
      ? place.address.includes(place.city)
        ? place.address
        : `${place.city}, ${place.address}`
      : request.warehouseAddress;
    const { contract } = request;
    return {
      sellerId: request.sellerId,
      buyerId: request.buyerId,
      stage: dealStage(status),
      label: contract
        ? `Договор ${contract.number}, заявка ${request.number}`
        : `Заявка ${request.number} от покупателя`,
      lines: [
        {
          name: request.productName,
          quantity: state.quantity,
          unit: 'шт',
          price,
          amount,
          code: request.partNumber ?? null,
        },
      ],
      total: amount,
      basis: await dealBasis(contract, request.sellerId, this.deps.contracts, {
        kind: 'order',
        title: 'Заявка',
        number: request.number,
        placedAt: recorded[0]?.metadata.at,
      }),
      shipment: { from, to: request.deliveryType === 'delivery' ? request.deliveryAddress : null },
      returnReason:
        status === 'returned'
          ? (recorded
              .map((event) => orderEvents.check(event.type, event.data))
              .find((event) => event.type === 'OrderDisputeResolved')?.data.reason ?? null)
          : null,
    };
  }

  /** What a conversation about the order is: between its buyer and its seller, named by its number and product. */
  async subject(orderId: number): Promise<{ parties: number[]; label: string } | null> {
    const { request } = await this.load(orderId);
    return request
      ? {
          parties: [request.buyerId, request.sellerId],
          label: `Заявка ${request.number}: ${request.productName}`,
        }
      : null;
  }

  /** Free pieces of a product at a warehouse: what it holds less what confirmed orders hold. */
  async available(productId: number, warehouseId: number, onHand: number): Promise<number> {
    const { state } = await loadAggregate(
      this.deps.store,
      stockStream(productId, warehouseId),
      stockDecider,
      stockEvents,
    );
    return Math.max(0, onHand - reservedTotal(state));
  }

  async request(input: OrderRequestInput, buyer: OrderActor, context: CommandContext): Promise<OrderOutcome> {
    if (buyer.role === 'admin') throw new DomainError(403, 'forbidden', REQUEST_MESSAGES.adminsDoNotOrder);
    const product = await this.deps.catalog.product(input.productId);
    if (!product || !product.published) throw notFound(REQUEST_MESSAGES.productNotFound);
    if (product.sellerId === buyer.userId)
      throw new DomainError(403, 'forbidden', REQUEST_MESSAGES.ownProduct);
    if (!Number.isInteger(input.quantity) || input.quantity < 1)
      throw badRequest(REQUEST_MESSAGES.badQuantity, { quantity: REQUEST_MESSAGES.badQuantity });
    const comment = input.comment?.trim() || null;
    if (comment && comment.length > COMMENT_MAX)
      throw badRequest(REQUEST_MESSAGES.commentTooLong, { comment: REQUEST_MESSAGES.commentTooLong });
    const services = (input.serviceIds ?? []).map((id) => {
      const service = product.services.find((linked) => linked.id === id);
      if (!service)
        throw badRequest(REQUEST_MESSAGES.unknownService, { serviceIds: REQUEST_MESSAGES.unknownService });
      return { id: service.id, name: service.name };
    });
    const totalStock = product.stocks.reduce((sum, stock) => sum + stock.quantity, 0);
    let warehouse: { id: number; name: string; address: string } | null = null;
    let deliveryAddress: string | null = null;
    if (input.deliveryType === 'pickup') {
      if (totalStock === 0)
        throw badRequest(REQUEST_MESSAGES.notForPickup, { deliveryType: REQUEST_MESSAGES.notForPickup });
      if (!input.warehouseId)
        throw badRequest(REQUEST_MESSAGES.warehouseRequired, {
          warehouseId: REQUEST_MESSAGES.warehouseRequired,
        });
      const held = product.stocks.find((stock) => stock.warehouseId === input.warehouseId);
      const details = held ? await this.deps.catalog.warehouse(held.warehouseId) : null;
      if (!held || !details)
        throw badRequest(REQUEST_MESSAGES.noStockHere, { warehouseId: REQUEST_MESSAGES.noStockHere });
      const free = await this.available(input.productId, held.warehouseId, held.quantity);
      if (input.quantity > free)
        throw badRequest(REQUEST_MESSAGES.tooMany(details.name, free), {
          quantity: REQUEST_MESSAGES.tooMany(details.name, free),
        });
      warehouse = {
        id: held.warehouseId,
        name: details.name,
        address: `${details.city}, ${details.address}`,
      };
    } else {
      deliveryAddress = input.deliveryAddress?.trim() || null;
      if (!deliveryAddress)
        throw badRequest(REQUEST_MESSAGES.addressRequired, {
          deliveryAddress: REQUEST_MESSAGES.addressRequired,
        });
      if (deliveryAddress.length > ADDRESS_MAX)
        throw badRequest(REQUEST_MESSAGES.addressTooLong, {
          deliveryAddress: REQUEST_MESSAGES.addressTooLong,
        });
    }
    const contract = await placedUnder(
      this.deps.contracts,
      input.contractId,
      { buyerId: buyer.userId, sellerId: product.sellerId },
      context,
    );
    // The order's number and its first event are committed together (one commit, not two: under
    // load the commits are what a request waits on; ADR 0075), before the answer is given.
    return this.deps.store.appendsTogether(async () => {
      const orderId = await this.deps.sequences.allocate(ORDER_SEQUENCE, context);
      const number = orderNumber(orderId);
      const position = await this.run(
        {
          kind: 'request',
          orderId,
          number,
          productId: input.productId,
          productName: product.name,
          partNumber: product.partNumber,
          sellerId: product.sellerId,
          buyerId: buyer.userId,
          quantity: input.quantity,
          listPrice: product.price,
          deliveryType: input.deliveryType,
          warehouseId: warehouse?.id ?? null,
          warehouseName: warehouse?.name ?? null,
          warehouseAddress: warehouse?.address ?? null,
          deliveryAddress,
          comment,
          aboveStock: input.deliveryType === 'delivery' && input.quantity > totalStock,
          services,
          contract: contract ? { id: contract.id, number: contract.number, terms: contract.termsLine } : null,
        },
        context,
      );
      return { id: orderId, number, position };
    });
  }

  /**
   * An order from an awarded request for quotes (ADR 0069): requested and agreed at once on the
   * seller's answered terms, under the contract in force between the two companies when there is
   * one; the buyer confirms it next, as any order whose terms the seller gave.
   */
  async agreeFromQuote(
    input: QuoteAgreement,
    buyer: OrderActor,
    context: CommandContext,
  ): Promise<OrderOutcome> {
    const contract = await placedUnder(
      this.deps.contracts,
      input.contractId,
      { buyerId: buyer.userId, sellerId: input.sellerId },
      context,
    );
    const number = orderNumber(input.orderId);
    const position = await this.run(
      {
        kind: 'agree',
        actor: buyer,
        unitPrice: input.unitPrice,
        deliveryDate: input.deliveryDate,
        terms: input.terms,
        today: marketplaceDay(context.now),
        request: {
          orderId: input.orderId,
          number,
          productId: input.productId,
          productName: input.productName,
          partNumber: input.partNumber,
          sellerId: input.sellerId,
          buyerId: buyer.userId,
          quantity: input.quantity,
          listPrice: input.unitPrice,
          deliveryType: 'delivery',
          warehouseId: null,
          warehouseName: null,
          warehouseAddress: null,
          deliveryAddress: input.deliveryAddress,
          comment: input.comment,
          aboveStock: false,
          services: [],
          contract: contract ? { id: contract.id, number: contract.number, terms: contract.termsLine } : null,
          quoteRequest: input.quoteRequest,
        },
      },
      context,
    );
    return { id: input.orderId, number, position };
  }

  /** Where the order's stream stands in the log (its last event), or null when the order does not exist. */
  async lastPosition(orderId: number): Promise<Position | null> {
    return (await this.deps.store.readStream(orderStream(orderId))).at(-1)?.position ?? null;
  }

  /** An order id for an order made elsewhere than `request` (an awarded request for quotes). */
  allocateId(context: CommandContext): Promise<number> {
    return this.deps.sequences.allocate(ORDER_SEQUENCE, context);
  }

  async accept(
    orderId: number,
    terms: { unitPrice: number; quantity: number; deliveryDate: string; terms: string | null },
    actor: OrderActor,
    context: CommandContext,
  ) {
    const today = marketplaceDay(context.now);
    return this.run({ kind: 'accept', orderId, actor, today, ...terms }, context);
  }

  /**
   * The buyer agrees: a pickup order first holds its pieces at the warehouse (refused when they
   * are gone), then the order is confirmed; if the order changed meanwhile, the hold is given back.
   */
  async confirm(orderId: number, actor: OrderActor, context: CommandContext): Promise<Position | null> {
    const state = await this.load(orderId);
    const request = state.request;
    if (
      request?.deliveryType === 'pickup' &&
      request.warehouseId &&
      request.productId !== null &&
      actor.userId === request.buyerId &&
      state.status === 'accepted' &&
      !state.suspended
    ) {
      const product = await this.deps.catalog.product(request.productId);
      const onHand =
        product?.stocks.find((stock) => stock.warehouseId === request.warehouseId)?.quantity ?? 0;
      await this.stock(
        {
          kind: 'reserve',
          productId: request.productId,
          warehouseId: request.warehouseId,
          orderId,
          quantity: state.quantity,
          onHand,
        },
        context,
      );
      try {
        return await this.run({ kind: 'confirm', orderId, actor }, context);
      } catch (error) {
        await this.stock(
          { kind: 'release', productId: request.productId, warehouseId: request.warehouseId, orderId },
          context,
        );
        throw error;
      }
    }
    return this.run({ kind: 'confirm', orderId, actor }, context);
  }

  async step(kind: 'close' | 'resume', orderId: number, actor: OrderActor, context: CommandContext) {
    return this.run({ kind, orderId, actor }, context);
  }

  /** Shipped with the carrier and the waybill (delivery), or ready for pickup (ADR 0060). */
  async ship(
    orderId: number,
    shipment: { carrier: string | null; trackingNumber: string | null },
    actor: OrderActor,
    context: CommandContext,
  ) {
    return this.run({ kind: 'ship', orderId, actor, ...shipment }, context);
  }

  /** The buyer disputes a shipped or received order. */
  async openDispute(
    orderId: number,
    cause: DisputeCause,
    details: string | null,
    actor: OrderActor,
    context: CommandContext,
  ) {
    return this.run({ kind: 'openDispute', orderId, actor, cause, details }, context);
  }

  /** The seller answers the buyer's dispute. */
  async answerDispute(orderId: number, answer: string | null, actor: OrderActor, context: CommandContext) {
    return this.run({ kind: 'answerDispute', orderId, actor, answer }, context);
  }

  /** An admin decides; an accepted return ends the order and gives back pieces still held for it. */
  async resolveDispute(
    orderId: number,
    decision: DisputeDecision,
    reason: string | null,
    actor: OrderActor,
    context: CommandContext,
  ) {
    const position = await this.run({ kind: 'resolveDispute', orderId, actor, decision, reason }, context);
    const request = (await this.load(orderId)).request;
    if (decision === 'returnAccepted' && request?.warehouseId && request.productId !== null)
      await this.stock(
        { kind: 'release', productId: request.productId, warehouseId: request.warehouseId, orderId },
        context,
      );
    return position;
  }

  /**
   * The seller puts a returned order's pieces back on sale (ADR 0078): decided on the order's stream
   * (a returned order, once, at most its quantity), checked against the catalogue's stock command
   * before the order's event is written, then counted into that warehouse's stock (ADR 0084).
   */
  async restock(
    orderId: number,
    input: { warehouseId: number; quantity: number },
    actor: OrderActor,
    context: CommandContext,
  ) {
    const state = await this.load(orderId);
    const draft = {
      kind: 'restock',
      orderId,
      actor,
      warehouseId: input.warehouseId,
      warehouseName: '—',
      quantity: input.quantity,
    } as const;
    orderDecider.decide(draft, state);
    const request = state.request!;
    const warehouse = await this.deps.catalog.warehouse(input.warehouseId);
    if (!warehouse) throw badRequest(MESSAGES.restockWarehouse, { warehouseId: MESSAGES.restockWarehouse });
    const { warehouseId, quantity } = input;
    const move = {
      productId: request.productId!,
      warehouseId,
      quantity,
      sellerId: request.sellerId,
      orderId,
    };
    await this.deps.catalog.restock(move, context, true);
    const position = await this.run({ ...draft, warehouseName: warehouse.name }, context);
    await this.settleRecorded(orderId, context);
    return position;
  }

  /**
   * A step is recorded: its stock is counted at once, so the answer shows it. Should that fail (the
   * store failing between the two appends), the step still stands and is answered as done: the
   * process manager following every such step counts it, and reports what it cannot.
   */
  private async settleRecorded(orderId: number, context: CommandContext): Promise<void> {
    await this.settleStock(orderId, context).catch(() => undefined);
  }

  /**
   * The stock an order's recorded steps move (ADR 0084): a received pickup's pieces leave the
   * warehouse, a restock's come back. Each step counts once on the product's stream, so the command
   * that recorded the step, the follow-up of every such step and the sweep at start may all run it:
   * a failure between the order's event and the stock's is made good, never counted twice.
   */
  async settleStock(orderId: number, context: CommandContext): Promise<void> {
    const state = await this.load(orderId);
    const request = state.request;
    if (!request || request.productId === null) return;
    if (state.receiptCountedOnce && request.warehouseId) {
      const { productId, warehouseId, sellerId } = request;
      await this.deps.catalog.consume(
        { productId, warehouseId, quantity: state.quantity, sellerId, orderId },
        context,
      );
      await this.stock(
        { kind: 'consume', productId: request.productId, warehouseId: request.warehouseId, orderId },
        context,
      );
    }
    if (state.restock?.countedOnce) {
      const { warehouseId, quantity } = state.restock;
      const move = {
        productId: request.productId,
        warehouseId,
        quantity,
        sellerId: request.sellerId,
        orderId,
      };
      await this.deps.catalog.restock(move, context, false);
    }
  }

  async decline(orderId: number, reason: string | null, actor: OrderActor, context: CommandContext) {
    return this.run({ kind: 'decline', orderId, actor, reason }, context);
  }

  async suspend(orderId: number, reason: string | null, actor: OrderActor, context: CommandContext) {
    return this.run({ kind: 'suspend', orderId, actor, reason }, context);
  }

  /** Cancelling (a party's step, or an admin's as a moderator) gives held pieces back to the warehouse. */
  async cancel(
    orderId: number,
    reason: string | null,
    actor: OrderActor,
    context: CommandContext,
    as: 'party' | 'moderator' = 'party',
  ) {
    const kind = as === 'moderator' ? 'moderatorCancel' : 'cancel';
    const position = await this.run({ kind, orderId, actor, reason }, context);
    const request = (await this.load(orderId)).request;
    if (request?.warehouseId && request.productId !== null)
      await this.stock(
        { kind: 'release', productId: request.productId, warehouseId: request.warehouseId, orderId },
        context,
      );
    return position;
  }

  /** Received: the held pieces leave the warehouse's stock. */
  async receive(orderId: number, actor: OrderActor, context: CommandContext) {
    const position = await this.run({ kind: 'receive', orderId, actor }, context);
    await this.settleRecorded(orderId, context);
    return position;
  }
}
