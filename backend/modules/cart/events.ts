import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));
const Quantity = Schema.Int.check(Schema.isGreaterThan(0));
const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));

/**
 * Events of one buyer's basket, stream `cart-<buyerId>` (ADR 0068). A line is one offer (a
 * supplier's product) with a quantity; it keeps the price the buyer saw when adding it, so a
 * change of the live price can be told before checkout.
 */
const cartSchemas = {
  CartLineAdded: Schema.Struct({
    buyerId: Id,
    productId: Id,
    sellerId: Id,
    /** The product's public name when added (the basket still names a line whose offer was withdrawn). */
    name: Text,
    quantity: Quantity,
    /** The price per piece the buyer saw: the live price, or the one a guest's basket recorded. */
    priceAtAdd: Money,
  }),
  CartLineQuantitySet: Schema.Struct({ buyerId: Id, productId: Id, quantity: Quantity }),
  /** The buyer took note of the new price: it becomes the line's price at add time. */
  CartLinePriceAccepted: Schema.Struct({ buyerId: Id, productId: Id, price: Money }),
  CartLineRemoved: Schema.Struct({ buyerId: Id, productId: Id }),
  CartEmptied: Schema.Struct({ buyerId: Id }),
  /** At checkout: one supplier's lines became order requests and left the basket. */
  CartLinesOrdered: Schema.Struct({
    buyerId: Id,
    checkoutId: Id,
    sellerId: Id,
    orders: Schema.Array(Schema.Struct({ productId: Id, orderId: Id, number: Text, quantity: Quantity })),
  }),
  /** The checkout ended: the lines refused (they stay in the basket) with the reasons. */
  CartCheckedOut: Schema.Struct({
    buyerId: Id,
    checkoutId: Id,
    failures: Schema.Array(Schema.Struct({ productId: Id, sellerId: Id, message: Text })),
  }),
};

type CartSchemas = typeof cartSchemas;
export type CartEvent = {
  [K in keyof CartSchemas]: DomainEvent<K, CartSchemas[K]['Type']>;
}[keyof CartSchemas];
export type OrderedLine = Extract<CartEvent, { type: 'CartLinesOrdered' }>['data']['orders'][number];
export type CheckoutFailure = Extract<CartEvent, { type: 'CartCheckedOut' }>['data']['failures'][number];

export const cartEvents = new EventCodec<CartEvent>(cartSchemas);
export const cartStream = (buyerId: number): string => `cart-${buyerId}`;
