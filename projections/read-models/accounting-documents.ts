import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  DOCUMENTS_PROJECTION,
  documentEvents,
  type DocumentDoc,
  type DocumentEvent,
} from '../../backend/modules/accounting/published.ts';

/**
 * One document per issued invoice, УПД, act or УКД; only its payment state and its correction or
 * return marks change (ADR 0032, 0078): a correction marks the document it replaces, a УКД the УПД
 * it corrects and the deal's invoice.
 */
export const accountingDocumentsProjection = typedProjection<DocumentDoc, DocumentEvent>({
  name: DOCUMENTS_PROJECTION,
  version: 1,
  events: documentEvents,
  indexes: [{ fields: { sellerId: 1, issuedAt: -1 } }, { fields: { buyerId: 1, issuedAt: -1 } }],
  keys: (event) => {
    if (event.type !== 'DocumentIssued') return [event.data.documentId];
    const { documentId, corrects, adjusts } = event.data;
    if (corrects) return [documentId, corrects.documentId];
    if (adjusts)
      return [documentId, adjusts.documentId, ...(adjusts.invoice ? [adjusts.invoice.documentId] : [])];
    return [documentId];
  },
  evolve(doc, event, key) {
    if (event.type === 'DocumentIssued') {
      const { data } = event;
      if (key !== data.documentId) {
        if (!doc) return null;
        const mark = { documentId: data.documentId, number: data.number };
        return data.adjusts ? { ...doc, returnedBy: mark } : { ...doc, correctedBy: mark };
      }
      return {
        _id: data.documentId,
        ...data,
        sellerId: data.seller.id,
        buyerId: data.buyer.id,
        paymentStatus: 'unpaid',
        paid: 0,
        correctedBy: null,
        returnedBy: null,
        issuedAt: event.metadata.at,
      };
    }
    return doc ? { ...doc, paymentStatus: event.data.status, paid: event.data.paid } : null;
  },
});
