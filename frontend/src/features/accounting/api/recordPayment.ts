import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { useAccountingRefresh } from './useAccountingRefresh';

/** PUT /api/accounting/documents/{id}/payment: how much of it is paid. */
export function useRecordPayment() {
  const refresh = useAccountingRefresh();
  return useMutation({
    mutationFn: ({ id, paid }: { id: string; paid: number }) =>
      apiRequest<ApiAnswer<'/api/accounting/documents/{id}/payment', 'put'>>(
        `api/accounting/documents/${id}/payment`,
        {
          method: 'PUT',
          body: { paid },
        },
      ),
    onSettled: refresh,
  });
}
