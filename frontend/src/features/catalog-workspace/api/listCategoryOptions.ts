import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import type { CategoryOption } from '../model';
import { workspaceKeys } from './keys';

/** GET /api/categories (flat): the categories a product can be filed under. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: workspaceKeys.categories,
    queryFn: ({ signal }) => apiGet<CategoryOption[]>('api/categories', { signal }),
    staleTime: 5 * 60_000,
  });
}
