import { apiBlob } from '../../../shared/api';
import { saveFile } from '../../../shared/lib';

/** GET /api/contracts/{id}/document.pdf, saved by the browser (a plain link could not carry the token). */
export async function downloadContractDocument(contract: { id: number; number: string }): Promise<void> {
  saveFile(
    await apiBlob(`api/contracts/${contract.id}/document.pdf`, { notify: 'always' }),
    `dogovor-${contract.number}.pdf`,
  );
}
