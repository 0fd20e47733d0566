import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { CompanyPayload } from '../model';
import { useCompanyChange } from './useCompanyChange';

/** PUT /api/companies/{id}: the requisites (a change withdraws the admin's check). */
export function updateCompany({ id, payload }: { id: number; payload: CompanyPayload }) {
  return apiRequest<ApiAnswer<'/api/companies/{id}', 'put'>>(`api/companies/${id}`, {
    method: 'PUT',
    body: payload,
    notify: 'never',
  });
}

export function useUpdateCompany() {
  return useCompanyChange(updateCompany);
}
