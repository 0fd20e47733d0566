import { apiRequest } from '../../../shared/api';
import type { GuestLine, MergedCart } from '../model';

/** POST /api/cart/merge: the guest's basket joins the buyer's at sign-in (ADR 0068). */
export const mergeGuestCart = (lines: readonly GuestLine[]) =>
  apiRequest<MergedCart>('api/cart/merge', { method: 'POST', body: { lines }, notify: 'never' });
