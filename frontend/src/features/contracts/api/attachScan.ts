import { apiRequest, uploadDocument, type ApiAnswer } from '../../../shared/api';
import { useContractChange } from './useContractChange';

/** The signed paper's scan: uploaded as a document, then POST /api/contracts/{id}/scan. */
export const useAttachScan = () =>
  useContractChange(async ({ id, file }: { id: number; file: File }) => {
    const url = await uploadDocument(file);
    return apiRequest<ApiAnswer<'/api/contracts/{id}/scan', 'post'>>(`api/contracts/${id}/scan`, {
      method: 'POST',
      body: { url },
    });
  });
