import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  CARTS_PROJECTION,
  CART_LIMITS,
  cartEvents,
  type CartDoc,
  type CartEvent,
  type CheckoutDoc,
} from '../../backend/modules/cart/published.ts';

const blank = (buyerId: number, at: string): CartDoc => ({
  _id: String(buyerId),
  buyerId,
  lines: [],
  checkouts: [],
  updatedAt: at,
});

/** The checkout with this id, started when its first supplier's lines are ordered. */
function withCheckout(
  doc: CartDoc,
  id: number,
  at: string,
  change: (checkout: CheckoutDoc) => CheckoutDoc,
): CheckoutDoc[] {
  const current = doc.checkouts.find((checkout) => checkout.id === id) ?? {
    id,
    at,
    orders: [],
    failures: [],
    finished: false,
  };
  const others = doc.checkouts.filter((checkout) => checkout.id !== id);
  return [...others, change(current)].sort((a, b) => a.id - b.id).slice(-CART_LIMITS.checkoutsKept);
}

/** One document per buyer: the basket's lines and its latest checkouts (ADR 0068). Idempotent: every step sets, none adds. */
export const cartsProjection = typedProjection<CartDoc, CartEvent>({
  name: CARTS_PROJECTION,
  version: 1,
  events: cartEvents,
  // Read by its _id (the buyer) only.
  indexes: [],
  keys: (event) => [String(event.data.buyerId)],
  evolve(existing, event) {
    const at = event.metadata.at;
    const doc = existing ?? blank(event.data.buyerId, at);
    switch (event.type) {
      case 'CartLineAdded': {
        const { productId, sellerId, name, quantity, priceAtAdd } = event.data;
        const others = doc.lines.filter((line) => line.productId !== productId);
        return {
          ...doc,
          lines: [...others, { productId, sellerId, name, quantity, priceAtAdd, addedAt: at }],
          updatedAt: at,
        };
      }
      case 'CartLineQuantitySet':
        return {
          ...doc,
          lines: doc.lines.map((line) =>
            line.productId === event.data.productId ? { ...line, quantity: event.data.quantity } : line,
          ),
          updatedAt: at,
        };
      case 'CartLinePriceAccepted':
        return {
          ...doc,
          lines: doc.lines.map((line) =>
            line.productId === event.data.productId ? { ...line, priceAtAdd: event.data.price } : line,
          ),
          updatedAt: at,
        };
      case 'CartLineRemoved':
        return {
          ...doc,
          lines: doc.lines.filter((line) => line.productId !== event.data.productId),
          updatedAt: at,
        };
      case 'CartEmptied':
        return { ...doc, lines: [], updatedAt: at };
      case 'CartLinesOrdered': {
        const { checkoutId, sellerId, orders } = event.data;
        const names = new Map(doc.lines.map((line) => [line.productId, line.name]));
        const ordered = new Set(orders.map((order) => order.productId));
        const checkouts = withCheckout(doc, checkoutId, at, (checkout) => {
          const placed = orders.map((order) => ({
            ...order,
            sellerId,
            name:
              names.get(order.productId) ??
              checkout.orders.find((o) => o.productId === order.productId)?.name ??
              `Товар № ${order.productId}`,
          }));
          return {
            ...checkout,
            orders: [...checkout.orders.filter((o) => !ordered.has(o.productId)), ...placed],
          };
        });
        return {
          ...doc,
          lines: doc.lines.filter((line) => !ordered.has(line.productId)),
          checkouts,
          updatedAt: at,
        };
      }
      case 'CartCheckedOut': {
        const names = new Map(doc.lines.map((line) => [line.productId, line.name]));
        const failures = event.data.failures.map((failure) => ({
          ...failure,
          name: names.get(failure.productId) ?? `Товар № ${failure.productId}`,
        }));
        return {
          ...doc,
          checkouts: withCheckout(doc, event.data.checkoutId, at, (checkout) => ({
            ...checkout,
            failures,
            finished: true,
          })),
          updatedAt: at,
        };
      }
    }
  },
});
