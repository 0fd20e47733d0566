import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { useAccountingChange } from './useAccountingRefresh';

type Answer = ApiAnswer<'/api/accounting/documents/{id}/correction', 'post'>;

/** POST /api/accounting/documents/{id}/correction: a correcting document with its reason. */
export const useCorrectDocument = () =>
  useAccountingChange(({ id, reason }: { id: string; reason: string }) =>
    apiRequest<Answer>(`api/accounting/documents/${id}/correction`, { method: 'POST', body: { reason } }),
  );
