import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { useAccountingChange } from './useAccountingRefresh';

/** PUT /api/accounting/documents/{id}/payment: how much of it is paid. */
export const useRecordPayment = () =>
  useAccountingChange(({ id, paid }: { id: string; paid: number }) =>
    apiRequest<ApiAnswer<'/api/accounting/documents/{id}/payment', 'put'>>(
      `api/accounting/documents/${id}/payment`,
      { method: 'PUT', body: { paid } },
    ),
  );
