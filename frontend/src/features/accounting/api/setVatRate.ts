import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { VatKind } from '../model';
import { accountingKeys } from './keys';

/** PUT /api/accounting/settings: the seller's kind of VAT rate (ADR 0056). */
export function useSetVatRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vatKind: VatKind) =>
      apiRequest<ApiAnswer<'/api/accounting/settings', 'put'>>('api/accounting/settings', {
        method: 'PUT',
        body: { vatKind },
      }),
    onSuccess: (data) => queryClient.setQueryData(accountingKeys.settings, data),
  });
}
