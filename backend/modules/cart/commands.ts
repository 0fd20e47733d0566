import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  DomainError,
  badRequest,
  handleCommandOn,
  stateOf,
  type CommandContext,
  type Sequences,
} from '../../kit/write/index.ts';
import {
  cartDecider,
  mergeEvents,
  type CartCommand,
  type CartState,
  type ProductFacts,
} from './cart-decider.ts';
import { cartEvents, cartStream, type CheckoutFailure, type OrderedLine } from './events.ts';
import { MESSAGES, type GuestLine } from './rules.ts';

export const CHECKOUT_SEQUENCE = 'cart-checkout';

/** What the basket asks of the catalogue's write side: the product as buyers may order it. */
export type CartCatalog = (productId: number) => Promise<ProductFacts | null>;

/**
 * What the basket asks of the orders (given by the composition root): one order request, into the
 * existing lifecycle, with the order's own checks; a refusal is a DomainError with its message.
 */
export type CartOrders = (
  request: { productId: number; quantity: number; deliveryAddress: string; comment: string | null },
  buyerId: number,
  context: CommandContext,
) => Promise<{ id: number; number: string }>;

export interface CheckoutInput {
  readonly deliveryAddress: string;
  readonly comment: string | null;
}

/** The aggregate this module's commands run on. */
const CARTS = { streamOf: cartStream, decider: cartDecider, codec: cartEvents };

/** One buyer's basket: lines of offers, kept on the server (ADR 0068). */
export class CartCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;
  private readonly catalog: CartCatalog;
  private readonly orders: CartOrders;

  constructor(deps: { store: EventStore; sequences: Sequences; catalog: CartCatalog; orders: CartOrders }) {
    this.store = deps.store;
    this.sequences = deps.sequences;
    this.catalog = deps.catalog;
    this.orders = deps.orders;
  }

  private async run(command: CartCommand, context: CommandContext): Promise<Position | null> {
    const id = command.buyerId;
    return (await handleCommandOn(this.store, CARTS, id, command, context)).position;
  }

  async load(buyerId: number): Promise<CartState> {
    return stateOf(this.store, CARTS, buyerId);
  }

  async add(buyerId: number, productId: number, quantity: number, context: CommandContext) {
    return this.run(
      { kind: 'add', buyerId, productId, quantity, product: await this.catalog(productId) },
      context,
    );
  }

  async set(
    buyerId: number,
    productId: number,
    change: { quantity: number; acceptPrice: boolean },
    context: CommandContext,
  ) {
    return this.run(
      { kind: 'set', buyerId, productId, ...change, product: await this.catalog(productId) },
      context,
    );
  }

  remove(buyerId: number, productId: number, context: CommandContext) {
    return this.run({ kind: 'remove', buyerId, productId }, context);
  }

  empty(buyerId: number, context: CommandContext) {
    return this.run({ kind: 'empty', buyerId }, context);
  }

  /** A guest's basket joins the buyer's; what could not join is told back, the rest is kept. */
  async merge(buyerId: number, lines: readonly GuestLine[], context: CommandContext) {
    const withFacts = await Promise.all(
      lines.map(async (line) => ({ ...line, product: await this.catalog(line.productId) })),
    );
    const command = { kind: 'merge' as const, buyerId, lines: withFacts };
    const { skipped } = mergeEvents(await this.load(buyerId), command);
    return { position: await this.run(command, context), skipped };
  }

  /**
   * Checkout: every line becomes an order request of the existing lifecycle, supplier by
   * supplier (orders hold one product each, ADR 0068). A supplier's ordered lines leave the
   * basket as soon as they are placed, so what a failure stops stays; refused lines stay with
   * their reasons, the rest goes through.
   */
  async checkout(
    buyerId: number,
    input: CheckoutInput,
    context: CommandContext,
  ): Promise<{ id: number; position: Position | null }> {
    const { lines } = await this.load(buyerId);
    if (lines.length === 0) throw badRequest(MESSAGES.empty);
    const checkoutId = await this.sequences.allocate(CHECKOUT_SEQUENCE, context);
    const sellers = [...new Set(lines.map((line) => line.sellerId))];
    const failures: CheckoutFailure[] = [];
    for (const sellerId of sellers) {
      const orders: OrderedLine[] = [];
      for (const line of lines.filter((entry) => entry.sellerId === sellerId)) {
        try {
          const order = await this.orders(
            { productId: line.productId, quantity: line.quantity, ...input },
            buyerId,
            context,
          );
          orders.push({
            productId: line.productId,
            orderId: order.id,
            number: order.number,
            quantity: line.quantity,
          });
        } catch (error) {
          if (!(error instanceof DomainError) || error.status >= 500) throw error;
          failures.push({ productId: line.productId, sellerId, message: error.message });
        }
      }
      await this.run({ kind: 'ordered', buyerId, checkoutId, sellerId, orders }, context);
    }
    const position = await this.run({ kind: 'checkedOut', buyerId, checkoutId, failures }, context);
    return { id: checkoutId, position };
  }
}
