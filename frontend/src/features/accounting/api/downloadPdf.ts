import { apiBlob } from '../../../shared/api';
import { saveFile } from '../../../shared/lib';
import type { AccountingDocument } from '../model';

/** GET /api/accounting/documents/{id}/pdf, saved by the browser (a plain link could not carry the token). */
export async function downloadPdf(
  document: Pick<AccountingDocument, 'id' | 'docType' | 'year' | 'number'>,
): Promise<void> {
  saveFile(
    await apiBlob(`api/accounting/documents/${document.id}/pdf`, { notify: 'always' }),
    `${document.docType}-${document.year}-${document.number}.pdf`,
  );
}
