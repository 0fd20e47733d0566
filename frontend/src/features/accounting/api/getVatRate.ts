import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { accountingKeys } from './keys';

/** GET /api/accounting/settings: the seller's VAT rate. */
export function useVatRate(enabled: boolean) {
  return useQuery({
    queryKey: accountingKeys.settings,
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/accounting/settings', 'get'>>('api/accounting/settings', { signal }),
    enabled,
  });
}
