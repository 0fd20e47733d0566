import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { VatRate } from '../model';
import { accountingKeys } from './keys';

/** PUT /api/accounting/settings. */
export function useSetVatRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vatRate: VatRate) =>
      apiRequest<ApiAnswer<'/api/accounting/settings', 'put'>>('api/accounting/settings', {
        method: 'PUT',
        body: { vatRate },
      }),
    onSuccess: (data) => queryClient.setQueryData(accountingKeys.settings, data),
  });
}
