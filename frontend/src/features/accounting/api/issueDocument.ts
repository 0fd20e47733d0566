import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { PendingDeal } from '../model';
import { useAccountingChange } from './useAccountingRefresh';

/** POST /api/accounting/documents: the invoice or the closing document of a deal, or the УКД of a returned order. */
export const useIssueDocument = () =>
  useAccountingChange(
    (body: { dealKind: PendingDeal['kind']; dealId: number; docType: 'invoice' | 'closing' | 'ukd' }) =>
      apiRequest<ApiAnswer<'/api/accounting/documents', 'post'>>('api/accounting/documents', {
        method: 'POST',
        create: true,
        body,
      }),
  );
