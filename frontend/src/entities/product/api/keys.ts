import type { ProductId } from '../model';
import { normalizeParams, type ProductListParams } from './params';

/** Query keys of the public catalogue: every endpoint's key starts with `products`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), normalizeParams(params)] as const,
  summary: (params: ProductListParams) => [...productKeys.all, 'summary', normalizeParams(params)] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: ProductId) => [...productKeys.details(), String(id)] as const,
};
