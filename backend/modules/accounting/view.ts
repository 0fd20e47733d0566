import type { Doc } from '../../../infra/read-store/index.ts';
import type { DocumentIssued, DocumentType } from './events.ts';

export const DOCUMENTS_PROJECTION = 'accounting-documents';

/** One issued document with its payment state (projection `accounting-documents`); its content never changes. */
export interface DocumentFields extends DocumentIssued {
  sellerId: number;
  buyerId: number;
  paymentStatus: 'unpaid' | 'partly' | 'paid';
  paid: number;
  /** The document that corrects this one, once there is one. */
  correctedBy: { documentId: string; number: number } | null;
  /**
   * The УКД issued for this document's returned deal (ADR 0078): on the УПД it corrects and on the
   * deal's invoice. Absent on documents projected before.
   */
  returnedBy?: { documentId: string; number: number } | null;
  issuedAt: string;
}

export interface DocumentDoc extends Doc, DocumentFields {}

export const PAYMENT_LABELS = { unpaid: 'Не оплачен', partly: 'Оплачен частично', paid: 'Оплачен' } as const;
export const DOCUMENT_TITLES: Record<DocumentType, string> = {
  invoice: 'Счёт на оплату',
  upd: 'Универсальный передаточный документ',
  act: 'Акт оказанных услуг',
  ukd: 'Универсальный корректировочный документ',
};
export const DOCUMENT_SHORT: Record<DocumentType, string> = {
  invoice: 'Счёт',
  upd: 'УПД',
  act: 'Акт',
  ukd: 'УКД',
};
