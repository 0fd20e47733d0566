// GET /api/categories?tree_view=true — the product category tree (root categories, children nested).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, type ApiAnswer } from '../../../shared/api';
import { toCategoryTree, type Category } from '../model';
import { categoryKeys } from './keys';

export async function fetchCategoryTree(signal?: AbortSignal): Promise<Category[]> {
  const dtos = await apiGet<ApiAnswer<'/api/categories', 'get'> | null>('api/categories', {
    query: { tree_view: true },
    signal,
  });
  if (!Array.isArray(dtos)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, dtos);
  return toCategoryTree(dtos);
}

export function categoryTreeQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => fetchCategoryTree(signal),
    // The tree changes only when an admin edits it; the header, footer and catalogue share this entry.
    staleTime: 5 * 60_000,
  });
}

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}
