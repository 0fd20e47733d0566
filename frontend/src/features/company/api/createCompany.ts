import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { CompanyPayload } from '../model';
import { useCompanyChange } from './useCompanyChange';

/** POST /api/companies; failures are shown by the form (field messages and a toast). */
export function createCompany(payload: CompanyPayload) {
  return apiRequest<ApiAnswer<'/api/companies', 'post'>>('api/companies', {
    method: 'POST',
    body: payload,
    notify: 'never',
  });
}

export function useCreateCompany() {
  return useCompanyChange(createCompany);
}
