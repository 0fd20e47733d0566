import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import type { AdminCategory } from '../model';
import { categoryAdminKeys } from './keys';

/** GET /api/categories (flat): the tree the admin edits, name filters included. */
export function adminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryAdminKeys.admin,
    queryFn: ({ signal }) => apiGet<AdminCategory[]>('api/categories', { signal }),
  });
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
