import { DomainError, badRequest, conflict, notFound, deciderOf } from '../../kit/write/index.ts';
import type { CartEvent, CheckoutFailure, OrderedLine } from './events.ts';
import { LIMITS, MESSAGES, type GuestLine } from './rules.ts';

/** The catalogue's word on a product when the command runs (its write side): null when unknown. */
export interface ProductFacts {
  readonly published: boolean;
  readonly name: string;
  readonly price: number;
  readonly sellerId: number;
}

export interface CartLine {
  readonly productId: number;
  readonly sellerId: number;
  readonly name: string;
  readonly quantity: number;
  readonly priceAtAdd: number;
}

export interface CartState {
  /** In the order the buyer added them. */
  readonly lines: readonly CartLine[];
}

export type CartCommand =
  | {
      readonly kind: 'add';
      readonly buyerId: number;
      readonly productId: number;
      readonly quantity: number;
      readonly product: ProductFacts | null;
    }
  | {
      readonly kind: 'set';
      readonly buyerId: number;
      readonly productId: number;
      readonly quantity: number;
      readonly acceptPrice: boolean;
      readonly product: ProductFacts | null;
    }
  | { readonly kind: 'remove'; readonly buyerId: number; readonly productId: number }
  | { readonly kind: 'empty'; readonly buyerId: number }
  /** A guest's basket joins the buyer's: each line with the catalogue's facts on its product. */
  | {
      readonly kind: 'merge';
      readonly buyerId: number;
      readonly lines: ReadonlyArray<GuestLine & { readonly product: ProductFacts | null }>;
    }
  | {
      readonly kind: 'ordered';
      readonly buyerId: number;
      readonly checkoutId: number;
      readonly sellerId: number;
      readonly orders: readonly OrderedLine[];
    }
  | {
      readonly kind: 'checkedOut';
      readonly buyerId: number;
      readonly checkoutId: number;
      readonly failures: readonly CheckoutFailure[];
    };

export const emptyCart: CartState = { lines: [] };

/** Why a product cannot go into this buyer's basket, or null when it can. */
export function refusalOf(product: ProductFacts | null, buyerId: number): DomainError | null {
  if (!product) return notFound(MESSAGES.productNotFound);
  if (!product.published) return conflict(MESSAGES.notPublished);
  if (product.sellerId === buyerId) return new DomainError(403, 'forbidden', MESSAGES.ownProduct);
  return null;
}

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > LIMITS.quantity)
    throw badRequest(MESSAGES.quantity, { quantity: MESSAGES.quantity });
}

const lineOf = (state: CartState, productId: number) =>
  state.lines.find((line) => line.productId === productId);

function added(
  buyerId: number,
  productId: number,
  product: ProductFacts,
  quantity: number,
  priceAtAdd: number,
): CartEvent {
  return {
    type: 'CartLineAdded',
    data: { buyerId, productId, sellerId: product.sellerId, name: product.name, quantity, priceAtAdd },
  };
}

/**
 * The guest's lines that join the basket. Merge rule (ADR 0068): the larger quantity wins, never
 * the sum — the same need typed on two devices is not a double order. Lines that cannot be
 * ordered (unknown, withdrawn, the buyer's own) and lines beyond the limit are left out.
 */
export function mergeEvents(
  state: CartState,
  command: Extract<CartCommand, { kind: 'merge' }>,
): { events: CartEvent[]; skipped: Array<{ productId: number; message: string }> } {
  const events: CartEvent[] = [];
  const skipped: Array<{ productId: number; message: string }> = [];
  let count = state.lines.length;
  const seen = new Set<number>();
  for (const line of command.lines) {
    if (seen.has(line.productId)) continue;
    seen.add(line.productId);
    const refusal = refusalOf(line.product, command.buyerId);
    if (refusal) {
      skipped.push({ productId: line.productId, message: refusal.message });
      continue;
    }
    const product = line.product!;
    const existing = lineOf(state, line.productId);
    if (existing) {
      if (line.quantity > existing.quantity)
        events.push({
          type: 'CartLineQuantitySet',
          data: { buyerId: command.buyerId, productId: line.productId, quantity: line.quantity },
        });
      continue;
    }
    if (count >= LIMITS.lines) {
      skipped.push({ productId: line.productId, message: MESSAGES.tooManyLines });
      continue;
    }
    count += 1;
    events.push(
      added(command.buyerId, line.productId, product, line.quantity, line.priceAtAdd ?? product.price),
    );
  }
  return { events, skipped };
}

function decide(command: CartCommand, state: CartState): CartEvent[] {
  const { buyerId } = command;
  switch (command.kind) {
    case 'add': {
      checkQuantity(command.quantity);
      const refusal = refusalOf(command.product, buyerId);
      if (refusal) throw refusal;
      const existing = lineOf(state, command.productId);
      if (existing) {
        // «В корзину» again adds to the line; the price seen first stays the line's price.
        const quantity = existing.quantity + command.quantity;
        checkQuantity(quantity);
        return [{ type: 'CartLineQuantitySet', data: { buyerId, productId: command.productId, quantity } }];
      }
      if (state.lines.length >= LIMITS.lines) throw badRequest(MESSAGES.tooManyLines);
      return [added(buyerId, command.productId, command.product!, command.quantity, command.product!.price)];
    }
    case 'set': {
      checkQuantity(command.quantity);
      const existing = lineOf(state, command.productId);
      if (!existing)
        return decide(
          {
            kind: 'add',
            buyerId,
            productId: command.productId,
            quantity: command.quantity,
            product: command.product,
          },
          state,
        );
      const events: CartEvent[] = [];
      if (existing.quantity !== command.quantity)
        events.push({
          type: 'CartLineQuantitySet',
          data: { buyerId, productId: command.productId, quantity: command.quantity },
        });
      if (command.acceptPrice) {
        const refusal = refusalOf(command.product, buyerId);
        if (refusal) throw refusal;
        if (command.product!.price !== existing.priceAtAdd)
          events.push({
            type: 'CartLinePriceAccepted',
            data: { buyerId, productId: command.productId, price: command.product!.price },
          });
      }
      return events;
    }
    case 'remove':
      if (!lineOf(state, command.productId)) throw notFound(MESSAGES.lineNotFound);
      return [{ type: 'CartLineRemoved', data: { buyerId, productId: command.productId } }];
    case 'empty':
      return state.lines.length === 0 ? [] : [{ type: 'CartEmptied', data: { buyerId } }];
    case 'merge':
      return mergeEvents(state, command).events;
    case 'ordered':
      if (command.orders.length === 0) return [];
      return [
        {
          type: 'CartLinesOrdered',
          data: {
            buyerId,
            checkoutId: command.checkoutId,
            sellerId: command.sellerId,
            orders: [...command.orders],
          },
        },
      ];
    case 'checkedOut':
      return [
        {
          type: 'CartCheckedOut',
          data: { buyerId, checkoutId: command.checkoutId, failures: [...command.failures] },
        },
      ];
  }
}

function evolve(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartLineAdded': {
      const { productId, sellerId, name, quantity, priceAtAdd } = event.data;
      return {
        lines: [
          ...state.lines.filter((line) => line.productId !== productId),
          { productId, sellerId, name, quantity, priceAtAdd },
        ],
      };
    }
    case 'CartLineQuantitySet':
      return {
        lines: state.lines.map((line) =>
          line.productId === event.data.productId ? { ...line, quantity: event.data.quantity } : line,
        ),
      };
    case 'CartLinePriceAccepted':
      return {
        lines: state.lines.map((line) =>
          line.productId === event.data.productId ? { ...line, priceAtAdd: event.data.price } : line,
        ),
      };
    case 'CartLineRemoved':
      return { lines: state.lines.filter((line) => line.productId !== event.data.productId) };
    case 'CartEmptied':
      return emptyCart;
    case 'CartLinesOrdered': {
      const ordered = new Set(event.data.orders.map((order) => order.productId));
      return { lines: state.lines.filter((line) => !ordered.has(line.productId)) };
    }
    case 'CartCheckedOut':
      return state;
  }
}

export const cartDecider = deciderOf(emptyCart, evolve, decide);
