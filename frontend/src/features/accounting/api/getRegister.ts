import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import type { RegisterFilter } from '../model';
import { accountingKeys } from './keys';
import { registerQuery } from './registerQuery';

/** GET /api/accounting/documents: the register with its totals by month and counterparty. */
export function useRegister(filter: RegisterFilter) {
  return useQuery({
    queryKey: accountingKeys.register(filter),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/accounting/documents', 'get'>>('api/accounting/documents', {
        signal,
        query: registerQuery(filter),
      }),
    placeholderData: keepPreviousData,
  });
}
