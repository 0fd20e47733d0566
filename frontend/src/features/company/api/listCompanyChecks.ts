import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer, type ApiSchema } from '../../../shared/api';
import { companyChecksKeys } from './keys';

/** A company in the admin's check, with its members and competing claims of its ИНН. */
export type CheckedCompany = ApiSchema<'CheckedCompany'>;

export interface CompanyChecksFilter {
  search: string;
  verified: '' | 'true' | 'false';
  page: number;
}

export const COMPANY_CHECKS_PAGE_SIZE = 20;

/** GET /api/admin/companies?search&verified&page. */
export function useCompanyChecks(filter: CompanyChecksFilter) {
  return useQuery({
    queryKey: [...companyChecksKeys.all, filter],
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/admin/companies', 'get'>>('api/admin/companies', {
        signal,
        query: {
          search: filter.search.trim() || undefined,
          verified: filter.verified || undefined,
          page: filter.page,
          limit: COMPANY_CHECKS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
