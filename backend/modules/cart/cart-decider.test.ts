import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { cartDecider, mergeEvents, type ProductFacts } from './cart-decider.ts';
import { cartEvents, type CartEvent } from './events.ts';
import { LIMITS, MESSAGES } from './rules.ts';

const spec = DeciderSpecification.for(cartDecider, cartEvents);
const BUYER = 10;
const frame: ProductFacts = {
  published: true,
  name: 'Рама боковая 100.00.010-4',
  price: 98_500,
  sellerId: 20,
};
const added = (
  productId: number,
  quantity = 1,
  priceAtAdd = frame.price,
  sellerId = frame.sellerId,
): CartEvent => ({
  type: 'CartLineAdded',
  data: { buyerId: BUYER, productId, sellerId, name: frame.name, quantity, priceAtAdd },
});

describe('cart decider: adding', () => {
  it('adds an offer with the live price as its price at add time', () => {
    spec
      .given()
      .when({ kind: 'add', buyerId: BUYER, productId: 1, quantity: 40, product: frame })
      .then([added(1, 40)]);
  });

  it('«В корзину» again adds to the line and keeps the first price', () => {
    spec
      .given(added(1, 2))
      .when({ kind: 'add', buyerId: BUYER, productId: 1, quantity: 3, product: { ...frame, price: 99_000 } })
      .then([{ type: 'CartLineQuantitySet', data: { buyerId: BUYER, productId: 1, quantity: 5 } }]);
  });

  it('refuses an unknown product, a withdrawn one, the buyer’s own and a quantity below 1', () => {
    spec
      .given()
      .when({ kind: 'add', buyerId: BUYER, productId: 1, quantity: 1, product: null })
      .thenRefused({ status: 404, message: MESSAGES.productNotFound });
    spec
      .given()
      .when({
        kind: 'add',
        buyerId: BUYER,
        productId: 1,
        quantity: 1,
        product: { ...frame, published: false },
      })
      .thenRefused({ status: 409, message: MESSAGES.notPublished });
    spec
      .given()
      .when({
        kind: 'add',
        buyerId: BUYER,
        productId: 1,
        quantity: 1,
        product: { ...frame, sellerId: BUYER },
      })
      .thenRefused({ status: 403, message: MESSAGES.ownProduct });
    spec
      .given()
      .when({ kind: 'add', buyerId: BUYER, productId: 1, quantity: 0, product: frame })
      .thenRefused({ status: 400, message: MESSAGES.quantity });
    spec
      .given(added(1, LIMITS.quantity))
      .when({ kind: 'add', buyerId: BUYER, productId: 1, quantity: 1, product: frame })
      .thenRefused({ status: 400, message: MESSAGES.quantity });
  });

  it(`holds at most ${LIMITS.lines} lines`, () => {
    const full = Array.from({ length: LIMITS.lines }, (_, index) => added(index + 1));
    spec
      .given(...full)
      .when({ kind: 'add', buyerId: BUYER, productId: 999, quantity: 1, product: frame })
      .thenRefused({ status: 400, message: MESSAGES.tooManyLines });
    // A line already there still takes more pieces.
    spec
      .given(...full)
      .when({ kind: 'add', buyerId: BUYER, productId: 1, quantity: 1, product: frame })
      .then([{ type: 'CartLineQuantitySet', data: { buyerId: BUYER, productId: 1, quantity: 2 } }]);
  });
});

describe('cart decider: changing', () => {
  it('sets a quantity, takes note of a new price, and changes nothing when nothing differs', () => {
    spec
      .given(added(1, 2))
      .when({
        kind: 'set',
        buyerId: BUYER,
        productId: 1,
        quantity: 4,
        acceptPrice: true,
        product: { ...frame, price: 97_000 },
      })
      .then([
        { type: 'CartLineQuantitySet', data: { buyerId: BUYER, productId: 1, quantity: 4 } },
        { type: 'CartLinePriceAccepted', data: { buyerId: BUYER, productId: 1, price: 97_000 } },
      ]);
    spec
      .given(added(1, 2))
      .when({ kind: 'set', buyerId: BUYER, productId: 1, quantity: 2, acceptPrice: true, product: frame })
      .then([]);
  });

  it('a set on a product not in the basket puts it there (PUT creates)', () => {
    spec
      .given()
      .when({ kind: 'set', buyerId: BUYER, productId: 3, quantity: 7, acceptPrice: false, product: frame })
      .then([added(3, 7)]);
  });

  it('removes a line, refuses one that is not there, and empties an empty basket without an event', () => {
    spec
      .given(added(1))
      .when({ kind: 'remove', buyerId: BUYER, productId: 1 })
      .then([{ type: 'CartLineRemoved', data: { buyerId: BUYER, productId: 1 } }]);
    spec
      .given()
      .when({ kind: 'remove', buyerId: BUYER, productId: 1 })
      .thenRefused({ status: 404, message: MESSAGES.lineNotFound });
    spec.given().when({ kind: 'empty', buyerId: BUYER }).then([]);
    spec
      .given(added(1), added(2))
      .when({ kind: 'empty', buyerId: BUYER })
      .then([{ type: 'CartEmptied', data: { buyerId: BUYER } }]);
  });

  it('ordered lines leave the basket, the others stay', () => {
    const { state } = spec.given(added(1, 2), added(2, 1, 500, 21), {
      type: 'CartLinesOrdered',
      data: {
        buyerId: BUYER,
        checkoutId: 1,
        sellerId: 20,
        orders: [{ productId: 1, orderId: 7, number: 'З-000007', quantity: 2 }],
      },
    });
    expect(state.lines.map((line) => line.productId)).toEqual([2]);
  });
});

describe('cart decider: a guest basket merged at sign-in', () => {
  it('keeps the larger quantity (never the sum), the guest’s price seen for new lines, and skips what cannot be ordered', () => {
    const given = spec.given(added(1, 5));
    const command = {
      kind: 'merge' as const,
      buyerId: BUYER,
      lines: [
        { productId: 1, quantity: 3, priceAtAdd: 90_000, product: frame },
        { productId: 2, quantity: 8, priceAtAdd: 91_000, product: frame },
        { productId: 3, quantity: 1, priceAtAdd: null, product: { ...frame, published: false } },
        { productId: 4, quantity: 1, priceAtAdd: null, product: { ...frame, sellerId: BUYER } },
      ],
    };
    given.when(command).then([added(2, 8, 91_000)]);
    expect(mergeEvents(given.state, command).skipped).toEqual([
      { productId: 3, message: MESSAGES.notPublished },
      { productId: 4, message: MESSAGES.ownProduct },
    ]);
    spec
      .given(added(1, 2))
      .when({
        kind: 'merge',
        buyerId: BUYER,
        lines: [{ productId: 1, quantity: 6, priceAtAdd: 1, product: frame }],
      })
      .then([{ type: 'CartLineQuantitySet', data: { buyerId: BUYER, productId: 1, quantity: 6 } }]);
  });
});
