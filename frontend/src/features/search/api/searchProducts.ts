// GET /api/products?search=<q>&limit=5 — the header search drop-down.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import {
  SEARCH_LIMIT,
  groupByPart,
  isSearchable,
  toSearchProducts,
  type PartsOfCards,
  type SearchProduct,
} from '../model';
import { productSearchKeys } from './keys';

/** The first products matching the query, read by the tolerant mapper (the spec also allows a bare array). */
export async function searchProducts(query: string, signal?: AbortSignal): Promise<SearchProduct[]> {
  const body = await apiGet<ApiAnswer<'/api/products', 'get'>>('api/products', {
    query: { search: query.trim(), limit: SEARCH_LIMIT },
    signal,
  });
  const products = toSearchProducts(body);
  // Several offers of one part show once (ADR 0066): the spec's call above stays as it is, the
  // parts of the products it answered come beside it (ADR 0073: those five, not the whole search).
  return products.length < 2 ? products : groupByPart(products, await partsOf(products, signal));
}

/** The parts of the found products, or null when they cannot be had (the rows then stay as found). */
async function partsOf(
  products: readonly SearchProduct[],
  signal?: AbortSignal,
): Promise<PartsOfCards | null> {
  try {
    const answer = await apiGet<ApiAnswer<'/api/catalog/cards', 'get'>>('api/catalog/cards', {
      query: { ids: products.map((product) => String(product.id)).join(',') },
      signal,
    });
    return Array.isArray(answer?.cards) ? answer.cards : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function productSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: productSearchKeys.term(term),
    queryFn: async ({ signal }) => {
      try {
        return await searchProducts(term, signal);
      } catch (error) {
        // Spec, "Logged only": a failed search is not shown to the user, the list stays empty.
        if (!signal.aborted) console.warn('Поиск товаров не удался:', error);
        throw error;
      }
    },
    enabled: isSearchable(term),
    staleTime: 30_000,
    // Type-ahead: an answer that comes late is worse than none.
    retry: false,
  });
}

/**
 * Products matching `term` (the already debounced query). Idle below 2 characters. A new term
 * starts in the pending state (no placeholder data), so the drop-down can show its loading row.
 */
export function useProductSearch(term: string) {
  return useQuery(productSearchQueryOptions(term));
}
