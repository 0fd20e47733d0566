import { apiRequest, uploadDocument, type ApiAnswer } from '../../../shared/api';
import type { ProofKind } from '../model';
import { useCompanyChange } from './useCompanyChange';

/**
 * A document proving the company's requisites (ADR 0052): the PDF is uploaded as a document, then
 * POST /api/companies/{id}/proof names it for the admins' check. Failures are shown by the card.
 */
export const useSubmitProof = (companyId: number) =>
  useCompanyChange(async ({ file, kind }: { file: File; kind: ProofKind }) => {
    const url = await uploadDocument(file);
    return apiRequest<ApiAnswer<'/api/companies/{id}/proof', 'post'>>(`api/companies/${companyId}/proof`, {
      method: 'POST',
      body: { url, kind },
      notify: 'never',
    });
  });
