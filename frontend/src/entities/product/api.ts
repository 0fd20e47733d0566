// GET /api/products (the catalogue list) and GET /api/products/{id} (the product page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../shared/api';
import { CATALOG_PAGE_SIZE } from '../../shared/config/limits';
import { toProduct, toProductList, type Product, type ProductId, type ProductList } from './model';

export interface ProductListParams {
  /** 1-based. */
  page?: number;
  limit?: number;
  search?: string;
  categoryId?: ProductId;
  /** Products of the category's descendants too; only sent with a category. */
  includeSubcategories?: boolean;
  /** 'Качество' filter, e.g. 'Новые'. */
  quality?: string;
  /** 'Наименование' filter: the name of a name-filter category. */
  name?: string;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), normalizeParams(params)] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: ProductId) => [...productKeys.details(), String(id)] as const,
};

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function normalizeParams(params: ProductListParams) {
  const hasCategory = params.categoryId !== undefined && params.categoryId !== null;
  return {
    page: params.page && params.page > 0 ? Math.floor(params.page) : 1,
    limit: params.limit && params.limit > 0 ? Math.floor(params.limit) : CATALOG_PAGE_SIZE,
    search: blankToUndefined(params.search),
    categoryId: hasCategory ? params.categoryId : undefined,
    includeSubcategories: hasCategory ? params.includeSubcategories : undefined,
    quality: blankToUndefined(params.quality),
    name: blankToUndefined(params.name),
  };
}

/** Published products, one page: `{ products, total, totalPages }` (a bare array is also accepted). */
export async function fetchProducts(params: ProductListParams = {}, signal?: AbortSignal): Promise<ProductList> {
  const p = normalizeParams(params);
  const body = await apiGet<unknown>('api/products', {
    query: {
      limit: p.limit,
      page: p.page,
      status: 'published',
      search: p.search,
      categoryId: p.categoryId,
      include_subcategories: p.includeSubcategories,
      quality: p.quality,
      name: p.name,
    },
    signal,
  });
  return toProductList(body, p.limit);
}

export function productsQueryOptions(params: ProductListParams = {}) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
  });
}

/** A page of the catalogue; the previous page stays on screen while the next one loads. */
export function useProducts(params: ProductListParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled });
}

export const PRODUCT_NOT_FOUND = 'Товар не найден';

/** The full product; an empty or nameless answer counts as not found (404). */
export async function fetchProduct(id: ProductId, signal?: AbortSignal): Promise<Product> {
  const body = await apiGet<unknown>(`api/products/${encodeURIComponent(String(id))}`, { signal });
  const product = toProduct(body);
  if (!product) throw new ApiError(404, PRODUCT_NOT_FOUND, body);
  return product;
}

export function productQueryOptions(id: ProductId) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });
}

/** The product page's data; idle while `id` is null (an id that cannot exist). */
export function useProduct(id: ProductId | null) {
  return useQuery({
    ...productQueryOptions(id ?? ''),
    enabled: id !== null,
  });
}
