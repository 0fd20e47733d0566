import { apiRequest } from '../../../shared/api';
import type { CartCheckout } from '../model';

/** POST /api/cart/checkouts with the page's Idempotency-Key (ADR 0062): the same checkout sent again never orders twice. */
export const checkout = (body: { deliveryAddress: string; comment: string | null }, idempotencyKey: string) =>
  apiRequest<CartCheckout>('api/cart/checkouts', {
    method: 'POST',
    body,
    create: true,
    notify: 'never',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
