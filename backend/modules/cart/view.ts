import type { Doc } from '../../../infra/read-store/index.ts';

export const CARTS_PROJECTION = 'carts';

export interface CartLineDoc {
  productId: number;
  sellerId: number;
  name: string;
  quantity: number;
  priceAtAdd: number;
  addedAt: string;
}

/** One checkout as the buyer reads it again (a retried request with its Idempotency-Key, ADR 0062). */
export interface CheckoutDoc {
  id: number;
  at: string;
  orders: Array<{
    productId: number;
    sellerId: number;
    name: string;
    orderId: number;
    number: string;
    quantity: number;
  }>;
  failures: Array<{ productId: number; sellerId: number; name: string; message: string }>;
  /** False while suppliers' orders are still being placed. */
  finished: boolean;
}

/** Read-model document of one buyer's basket (projection `carts`), `_id` the buyer's id. */
export interface CartDoc extends Doc {
  buyerId: number;
  lines: CartLineDoc[];
  /** The latest checkouts, newest last (rules.ts `LIMITS.checkoutsKept`). */
  checkouts: CheckoutDoc[];
  updatedAt: string;
}
