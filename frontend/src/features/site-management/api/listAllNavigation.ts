import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { contentKeys } from '../../../entities/content';

/** GET /api/navigation: every item, active or not, in the menu's order (the public query shows only the active ones). */
export function allNavigationQueryOptions() {
  return queryOptions({
    queryKey: [...contentKeys.navigation, 'all'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<ApiAnswer<'/api/navigation', 'get'>>('api/navigation', { signal, auth: false })).items,
  });
}

export function useAllNavigation() {
  return useQuery(allNavigationQueryOptions());
}
