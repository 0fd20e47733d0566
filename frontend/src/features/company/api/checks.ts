// The admin's check of companies: GET /api/admin/companies, POST …/{id}/verify, …/{id}/revoke-verification.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/api';
import type { Company } from '../model';

export interface CheckedCompany extends Company {
  memberCount: number;
  createdAt: string;
  /** Companies (this one included) that name the same ИНН: competing claims, one may be verified. */
  sameInnCount: number;
}

export interface CompanyChecksFilter {
  search: string;
  verified: '' | 'true' | 'false';
  page: number;
}

export const COMPANY_CHECKS_PAGE_SIZE = 20;
const keys = { all: ['admin', 'companies'] as const };

export function useCompanyChecks(filter: CompanyChecksFilter) {
  return useQuery({
    queryKey: [...keys.all, filter],
    queryFn: ({ signal }) =>
      apiGet<{ companies: CheckedCompany[]; total: number; totalPages: number; currentPage: number }>('api/admin/companies', {
        signal,
        query: { search: filter.search.trim() || undefined, verified: filter.verified || undefined, page: filter.page, limit: COMPANY_CHECKS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Verify, or withdraw the check with a reason; the list is asked again once the server decided. */
export function useCompanyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'verify' | 'revoke'; reason?: string }) =>
      apiRequest<Company>(`api/admin/companies/${id}/${action === 'verify' ? 'verify' : 'revoke-verification'}`, {
        method: 'POST',
        body: action === 'verify' ? {} : { reason: reason ?? '' },
        notify: 'never',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
