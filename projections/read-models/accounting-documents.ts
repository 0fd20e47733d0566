import { typedProjection } from '../runtime/index.ts';
import { DOCUMENTS_PROJECTION, documentEvents, type DocumentDoc, type DocumentEvent } from '../../backend/modules/accounting/published.ts';

/** One document per issued invoice, УПД or act; only its payment state and correction mark change (ADR 0032). */
export const accountingDocumentsProjection = typedProjection<DocumentDoc, DocumentEvent>({
  name: DOCUMENTS_PROJECTION,
  version: 1,
  events: documentEvents,
  indexes: [{ fields: { sellerId: 1, issuedAt: -1 } }, { fields: { buyerId: 1, issuedAt: -1 } }],
  keys: (event) =>
    event.type === 'DocumentIssued' && event.data.corrects ? [event.data.documentId, event.data.corrects.documentId] : [event.data.documentId],
  evolve(doc, event, key) {
    if (event.type === 'DocumentIssued') {
      const { data } = event;
      if (key !== data.documentId) return doc ? { ...doc, correctedBy: { documentId: data.documentId, number: data.number } } : null;
      return {
        _id: data.documentId, ...data, sellerId: data.seller.id, buyerId: data.buyer.id,
        paymentStatus: 'unpaid', paid: 0, correctedBy: null, issuedAt: event.metadata.at,
      };
    }
    return doc ? { ...doc, paymentStatus: event.data.status, paid: event.data.paid } : null;
  },
});
