import { describe, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { cartsProjection } from './carts.ts';

const at = (minute: number) => ({
  at: `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`,
  userId: '10',
  role: 'buyer',
});
const line = (
  productId: number,
  sellerId: number,
  name: string,
  quantity: number,
  priceAtAdd: number,
  minute: number,
) => ({
  type: 'CartLineAdded' as const,
  data: { buyerId: 10, productId, sellerId, name, quantity, priceAtAdd },
  metadata: at(minute),
});

describe('carts projection', () => {
  it('keeps the lines, then a checkout: the ordered lines leave, refused ones stay and are named (applied twice)', async () => {
    await ProjectionSpecification.for(cartsProjection)
      .given(
        line(1, 20, 'Рама боковая', 40, 98_500, 0),
        line(2, 21, 'Колёсная пара', 16, 285_000, 1),
        line(3, 21, 'Клин фрикционный', 1, 6_800, 2),
        { type: 'CartLineQuantitySet', data: { buyerId: 10, productId: 1, quantity: 42 }, metadata: at(3) },
        {
          type: 'CartLinePriceAccepted',
          data: { buyerId: 10, productId: 2, price: 280_000 },
          metadata: at(4),
        },
        {
          type: 'CartLinesOrdered',
          data: {
            buyerId: 10,
            checkoutId: 7,
            sellerId: 20,
            orders: [{ productId: 1, orderId: 50, number: 'З-000050', quantity: 42 }],
          },
          metadata: at(5),
        },
        {
          type: 'CartLinesOrdered',
          data: {
            buyerId: 10,
            checkoutId: 7,
            sellerId: 21,
            orders: [{ productId: 2, orderId: 51, number: 'З-000051', quantity: 16 }],
          },
          metadata: at(6),
        },
        {
          type: 'CartCheckedOut',
          data: {
            buyerId: 10,
            checkoutId: 7,
            failures: [{ productId: 3, sellerId: 21, message: 'Товар не найден' }],
          },
          metadata: at(7),
        },
      )
      .then([
        {
          _id: '10',
          buyerId: 10,
          lines: [
            {
              productId: 3,
              sellerId: 21,
              name: 'Клин фрикционный',
              quantity: 1,
              priceAtAdd: 6_800,
              addedAt: at(2).at,
            },
          ],
          checkouts: [
            {
              id: 7,
              at: at(5).at,
              orders: [
                {
                  productId: 1,
                  orderId: 50,
                  number: 'З-000050',
                  quantity: 42,
                  sellerId: 20,
                  name: 'Рама боковая',
                },
                {
                  productId: 2,
                  orderId: 51,
                  number: 'З-000051',
                  quantity: 16,
                  sellerId: 21,
                  name: 'Колёсная пара',
                },
              ],
              failures: [
                { productId: 3, sellerId: 21, message: 'Товар не найден', name: 'Клин фрикционный' },
              ],
              finished: true,
            },
          ],
          updatedAt: at(7).at,
        },
      ]);
  });

  it('removal and emptying', async () => {
    await ProjectionSpecification.for(cartsProjection)
      .given(
        line(1, 20, 'Рама боковая', 1, 98_500, 0),
        line(2, 21, 'Колёсная пара', 1, 285_000, 1),
        { type: 'CartLineRemoved', data: { buyerId: 10, productId: 1 }, metadata: at(2) },
        { type: 'CartEmptied', data: { buyerId: 10 }, metadata: at(3) },
      )
      .then([{ _id: '10', buyerId: 10, lines: [], checkouts: [], updatedAt: at(3).at }]);
  });
});
