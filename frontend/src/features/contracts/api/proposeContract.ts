import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { ContractTerms } from '../model';
import { useContractChange } from './useContractChange';

/** POST /api/contracts: a draft to the company with that ИНН (`send`: sent at once). */
export const useProposeContract = () =>
  useContractChange((body: ContractTerms & { counterpartyInn: string; send: boolean }) =>
    apiRequest<ApiAnswer<'/api/contracts', 'post'>>('api/contracts', { method: 'POST', create: true, body }),
  );
