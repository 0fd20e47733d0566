import { apiRequest } from '../../../shared/api';
import type { Cart, GuestLine } from '../model';

/** POST /api/cart/preview: a guest's basket priced and checked by the server; nothing is stored. */
export const previewCart = (lines: readonly GuestLine[], signal?: AbortSignal) =>
  apiRequest<Cart>('api/cart/preview', { method: 'POST', body: { lines }, signal, auth: false });
