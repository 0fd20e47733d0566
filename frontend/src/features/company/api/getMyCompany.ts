import { queryOptions, useQuery } from '@tanstack/react-query';
import { meKeys } from '../../../entities/user';
import { apiGet, type ApiAnswer } from '../../../shared/api';

/** GET /api/companies/my. */
export function fetchMyCompany(signal?: AbortSignal) {
  return apiGet<ApiAnswer<'/api/companies/my', 'get'>>('api/companies/my', { signal });
}

/** Asked only when the user has a company (companyId): without one the server answers 404. */
export function myCompanyQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: meKeys.company, queryFn: ({ signal }) => fetchMyCompany(signal), enabled });
}

export function useMyCompany(enabled: boolean) {
  return useQuery(myCompanyQueryOptions(enabled));
}
