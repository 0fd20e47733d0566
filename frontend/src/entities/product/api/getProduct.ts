import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, type ApiAnswer } from '../../../shared/api';
import { toProduct, type Product, type ProductId } from '../model';
import { productKeys } from './keys';

export const PRODUCT_NOT_FOUND = 'Товар не найден';

/** GET /api/products/{id}: the full product; an empty or nameless answer counts as not found (404). */
export async function fetchProduct(id: ProductId, signal?: AbortSignal): Promise<Product> {
  const answer = await apiGet<ApiAnswer<'/api/products/{id}', 'get'> | null>(
    `api/products/${encodeURIComponent(String(id))}`,
    { signal },
  );
  const product = toProduct(answer);
  if (!product) throw new ApiError(404, PRODUCT_NOT_FOUND, answer);
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
