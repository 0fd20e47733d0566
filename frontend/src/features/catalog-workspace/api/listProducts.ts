import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import type { ProductQuery } from '../model';
import { workspaceKeys } from './keys';

/** GET /api/products: the seller's own (`mine`) or, for admins, everyone's by status; a page kept while the next loads. */
export function useProducts(query: ProductQuery) {
  return useQuery({
    queryKey: workspaceKeys.productList(query),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/products', 'get'>>('api/products', {
        signal,
        query: {
          mine: query.mine ? 'true' : undefined,
          status: query.status,
          search: query.search.trim() || undefined,
          page: query.page,
          limit: query.limit,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
