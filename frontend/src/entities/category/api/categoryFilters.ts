// GET /api/categories/filters/{categoryId} — the catalogue's 'Наименование' and 'Качество' filters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { defaultCategoryFilters, toCategoryFilters, type CategoryFilters } from '../model';
import { categoryKeys } from './keys';

export async function fetchCategoryFilters(
  categoryId: number,
  signal?: AbortSignal,
): Promise<CategoryFilters> {
  return toCategoryFilters(
    await apiGet<ApiAnswer<'/api/categories/filters/{id}', 'get'>>(`api/categories/filters/${categoryId}`, {
      signal,
    }),
  );
}

export function categoryFiltersQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: categoryKeys.filters(categoryId),
    queryFn: async ({ signal }) => {
      try {
        return await fetchCategoryFilters(categoryId, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        // Logged only: the filters fall back to the defaults, nobody is told.
        console.warn('Не удалось загрузить фильтры категории', categoryId, error);
        return defaultCategoryFilters();
      }
    },
    staleTime: 60_000,
  });
}

/** Filters of the chosen category; idle (no data) without one. */
export function useCategoryFilters(categoryId: number | null | undefined) {
  return useQuery({
    ...categoryFiltersQueryOptions(categoryId ?? 0),
    enabled: categoryId !== null && categoryId !== undefined,
  });
}
