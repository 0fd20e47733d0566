import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, type ApiAnswer } from '../../../shared/api';
import { servicesQuery, toService, type Service, type ServiceFilters } from '../model';
import { serviceKeys } from './keys';

export interface ServicesPage {
  services: Service[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

/** GET /api/services: one page of the published services. */
export async function fetchServices(filters: ServiceFilters, signal?: AbortSignal): Promise<ServicesPage> {
  const answer = await apiGet<ApiAnswer<'/api/services', 'get'> | null>('api/services', {
    query: servicesQuery(filters),
    signal,
  });
  // An answer without its list (a proxy's page, never this server's) is not a page of services.
  if (!answer || !Array.isArray(answer.services)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  return {
    services: answer.services.map(toService),
    totalItems: answer.totalItems,
    totalPages: answer.totalPages,
    currentPage: answer.currentPage,
  };
}

export function servicesQueryOptions(filters: ServiceFilters) {
  return queryOptions({
    queryKey: serviceKeys.list(filters),
    queryFn: ({ signal }) => fetchServices(filters, signal),
    // The previous page stays on screen (dimmed) while the next one loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useServices(filters: ServiceFilters, { enabled = true } = {}) {
  return useQuery({ ...servicesQueryOptions(filters), enabled });
}
