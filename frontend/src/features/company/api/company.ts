// GET /api/companies/my, POST /api/companies, PUT /api/companies/:id.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKeys, reloadCurrentUser } from '../../../entities/user';
import { apiGet, apiRequest } from '../../../shared/api';
import type { Company, CompanyPayload } from '../model';

export function fetchMyCompany(signal?: AbortSignal): Promise<Company> {
  return apiGet<Company>('api/companies/my', { signal });
}

/** Asked only when the user has a company (companyId): without one the server answers 404. */
export function myCompanyQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: meKeys.company, queryFn: ({ signal }) => fetchMyCompany(signal), enabled });
}

export function useMyCompany(enabled: boolean) {
  return useQuery(myCompanyQueryOptions(enabled));
}

/** Failures are shown by the form (field messages and a toast). */
export function createCompany(payload: CompanyPayload): Promise<Company> {
  return apiRequest<Company>('api/companies', { method: 'POST', body: payload, notify: 'never' });
}

export function updateCompany({ id, payload }: { id: number; payload: CompanyPayload }): Promise<Company> {
  return apiRequest<Company>(`api/companies/${id}`, { method: 'PUT', body: payload, notify: 'never' });
}

/** After either change the user is reloaded: companyId, isCompanyAdmin and Company come with it. */
function useCompanyChange<T>(change: (input: T) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (company) => {
      queryClient.setQueryData(meKeys.company, company);
      await reloadCurrentUser().catch(() => null);
    },
  });
}

export function useCreateCompany() {
  return useCompanyChange(createCompany);
}

export function useUpdateCompany() {
  return useCompanyChange(updateCompany);
}
