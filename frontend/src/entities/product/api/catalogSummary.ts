import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { productKeys } from './keys';
import { normalizeParams, type ProductListParams } from './params';

/** GET /api/catalog/summary: the facet counts of a catalogue list and its page's cards' cities and parts (ADR 0066). */
export type CatalogSummary = ApiAnswer<'/api/catalog/summary', 'get'>;
export type CatalogCardExtras = CatalogSummary['cards'][number];

export async function fetchCatalogSummary(
  params: ProductListParams = {},
  signal?: AbortSignal,
): Promise<CatalogSummary> {
  const { includeSubcategories, ...p } = normalizeParams(params);
  return apiGet<CatalogSummary>('api/catalog/summary', {
    query: { ...p, include_subcategories: includeSubcategories, status: 'published' },
    signal,
  });
}

export function catalogSummaryQueryOptions(params: ProductListParams = {}) {
  return queryOptions({
    queryKey: productKeys.summary(params),
    queryFn: ({ signal }) => fetchCatalogSummary(params, signal),
  });
}

/** The facets beside a catalogue page; the previous ones stay on screen while the next load. */
export function useCatalogSummary(params: ProductListParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...catalogSummaryQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
