import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { PendingDeal } from '../model';
import { useAccountingRefresh } from './useAccountingRefresh';

/** POST /api/accounting/documents: the invoice or the closing document of a deal, or the УКД of a returned order. */
export function useIssueDocument() {
  const refresh = useAccountingRefresh();
  return useMutation({
    mutationFn: (body: {
      dealKind: PendingDeal['kind'];
      dealId: number;
      docType: 'invoice' | 'closing' | 'ukd';
    }) =>
      apiRequest<ApiAnswer<'/api/accounting/documents', 'post'>>('api/accounting/documents', {
        method: 'POST',
        create: true,
        body,
      }),
    onSettled: refresh,
  });
}
