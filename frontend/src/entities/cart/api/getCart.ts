import { apiGet } from '../../../shared/api';
import type { Cart } from '../model';

/** GET /api/cart: the signed-in buyer's basket. */
export const fetchCart = (signal?: AbortSignal) => apiGet<Cart>('api/cart', { signal });
