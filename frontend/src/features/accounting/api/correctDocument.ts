import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { useAccountingRefresh } from './useAccountingRefresh';

/** POST /api/accounting/documents/{id}/correction: a correcting document with its reason. */
export function useCorrectDocument() {
  const refresh = useAccountingRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<ApiAnswer<'/api/accounting/documents/{id}/correction', 'post'>>(
        `api/accounting/documents/${id}/correction`,
        { method: 'POST', body: { reason } },
      ),
    onSettled: refresh,
  });
}
