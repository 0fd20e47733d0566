import { apiRequest } from '../../../shared/api';
import type { Cart } from '../model';

/** A change answers with the whole basket, or 202 (stored, not yet readable) with its location: then null. */
const isCart = (answer: unknown): answer is Cart =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as Cart).lines);

async function change(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<Cart | null> {
  const answer = await apiRequest<unknown>(path, {
    method,
    ...(body === undefined ? {} : { body }),
    notify: 'never',
  });
  return isCart(answer) ? answer : null;
}

/** POST /api/cart/lines: «В корзину». */
export const addLine = (productId: number, quantity: number) =>
  change('api/cart/lines', 'POST', { productId, quantity });
/** PUT /api/cart/lines/{productId}: a quantity, and the live price taken note of. */
export const setLine = (productId: number, quantity: number, acceptPrice = false) =>
  change(`api/cart/lines/${productId}`, 'PUT', { quantity, acceptPrice });
/** DELETE /api/cart/lines/{productId}. */
export const removeLine = (productId: number) => change(`api/cart/lines/${productId}`, 'DELETE');
/** DELETE /api/cart. */
export const emptyCart = () => change('api/cart', 'DELETE');
