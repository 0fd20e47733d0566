import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, type ApiAnswer } from '../../../shared/api';
import type { ServiceCategory } from '../model';
import { contentKeys } from './keys';

/** GET /api/service-categories: every service category, flat. */
export async function fetchServiceCategories(signal: AbortSignal): Promise<ServiceCategory[]> {
  const answer = await apiGet<ApiAnswer<'/api/service-categories', 'get'> | null>('api/service-categories', {
    signal,
  });
  if (!Array.isArray(answer)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  return answer;
}

export function serviceCategoriesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.serviceCategories,
    queryFn: ({ signal }) => fetchServiceCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCategories() {
  return useQuery(serviceCategoriesQueryOptions());
}
