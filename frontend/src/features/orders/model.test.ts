import { describe, expect, it } from 'vitest';
import { actionsFor, type Order } from './model';

/** «Вернуть на склад» (ADR 0078): the seller's step on a returned order that names a product, once. */
describe('the actions of a returned order', () => {
  const returned = {
    status: 'returned',
    buyerId: 10,
    sellerId: 20,
    productId: 42,
    suspended: false,
    restock: null,
    dispute: { status: 'returnAccepted' },
  } as unknown as Order;
  const seller = { id: 20, role: 'supplier' };

  it('offers the seller to put the pieces back on sale, and nobody else', () => {
    expect(actionsFor(returned, seller)).toEqual(['restock']);
    expect(actionsFor(returned, { id: 10, role: 'buyer' })).toEqual([]);
    expect(actionsFor(returned, { id: 1, role: 'admin' })).not.toContain('restock');
  });

  it('not once done, nor for an order that names no product', () => {
    const done = {
      ...returned,
      restock: { warehouseId: 3, warehouseName: 'Склад', quantity: 2, at: '2026-11-27T10:00:00Z' },
    } as Order;
    expect(actionsFor(done, seller)).toEqual([]);
    expect(actionsFor({ ...returned, productId: null } as Order, seller)).toEqual([]);
  });
});
