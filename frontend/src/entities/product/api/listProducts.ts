import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { toProductList, type ProductList } from '../model';
import { productKeys } from './keys';
import { normalizeParams, type ProductListParams } from './params';

/** GET /api/products?status=published: one page of the catalogue. */
export async function fetchProducts(
  params: ProductListParams = {},
  signal?: AbortSignal,
): Promise<ProductList> {
  const p = normalizeParams(params);
  const answer = await apiGet<ApiAnswer<'/api/products', 'get'>>('api/products', {
    query: {
      limit: p.limit,
      page: p.page,
      status: 'published',
      search: p.search,
      categoryId: p.categoryId,
      include_subcategories: p.includeSubcategories,
      quality: p.quality,
      name: p.name,
      priceFrom: p.priceFrom,
      priceTo: p.priceTo,
      inStock: p.inStock,
      condition: p.condition,
      supplierId: p.supplierId,
      city: p.city,
      leadTimeMax: p.leadTimeMax,
      sort: p.sort,
    },
    signal,
  });
  return toProductList(answer, p.limit);
}

export function productsQueryOptions(params: ProductListParams = {}) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
  });
}

/** A page of the catalogue; the previous page stays on screen while the next one loads. */
export function useProducts(params: ProductListParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...productsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
