import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, type ApiAnswer } from '../../../shared/api';
import { toService, type Service } from '../model';
import { serviceKeys } from './keys';

/** GET /api/services/{id}: a published service (its supplier and admins also see others). An empty answer counts as not found. */
export async function fetchService(id: string, signal?: AbortSignal): Promise<Service> {
  const answer = await apiGet<ApiAnswer<'/api/services/{id}', 'get'> | null>(
    `api/services/${encodeURIComponent(id)}`,
    { signal },
  );
  if (!answer) throw new ApiError(404, 'Услуга не найдена', answer);
  return toService(answer);
}

export function serviceQueryOptions(id: string) {
  return queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => fetchService(id, signal),
  });
}

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id));
}
