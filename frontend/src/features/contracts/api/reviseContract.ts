import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { ContractTerms } from '../model';
import { useContractChange } from './useContractChange';

/** PUT /api/contracts/{id}: new terms for a draft or a contract sent back with changes asked. */
export const useReviseContract = () =>
  useContractChange(({ id, terms }: { id: number; terms: ContractTerms }) =>
    apiRequest<ApiAnswer<'/api/contracts/{id}', 'put'>>(`api/contracts/${id}`, {
      method: 'PUT',
      body: terms,
    }),
  );
