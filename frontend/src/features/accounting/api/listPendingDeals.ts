import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { accountingKeys } from './keys';

/** GET /api/accounting/pending: agreed deals that still lack their invoice or closing document. */
export function usePendingDeals(enabled: boolean) {
  return useQuery({
    queryKey: accountingKeys.pending,
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/accounting/pending', 'get'>>('api/accounting/pending', { signal }),
    enabled,
  });
}
