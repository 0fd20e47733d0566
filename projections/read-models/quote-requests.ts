import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  QUOTE_REQUESTS_PROJECTION,
  quoteRequestEvents,
  type QuoteRequestDoc,
  type QuoteRequestEvent,
  type QuoteStep,
} from '../../backend/modules/quote-requests/published.ts';

/** A step's wording, and the supplier it concerns (the others never see it: sealed answers, ADR 0069). */
function stepOf(event: QuoteRequestEvent): Pick<QuoteStep, 'action' | 'reason' | 'supplierId'> {
  switch (event.type) {
    case 'QuoteRequestDrafted':
      return { action: 'Запрос создан', reason: null, supplierId: null };
    case 'QuoteRequestSent':
      return { action: 'Запрос отправлен поставщикам', reason: null, supplierId: null };
    case 'QuoteAnswered':
      return {
        action:
          event.data.version === 1
            ? 'Поставщик дал предложение'
            : `Поставщик изменил предложение (версия ${event.data.version})`,
        reason: event.data.comment,
        supplierId: event.data.supplierId,
      };
    case 'QuoteDeclined':
      return {
        action: 'Поставщик отказался от участия',
        reason: event.data.reason,
        supplierId: event.data.supplierId,
      };
    case 'QuoteRequestDeadlineExtended':
      return { action: 'Покупатель продлил срок приёма предложений', reason: null, supplierId: null };
    case 'QuoteRequestClosed':
      return { action: 'Покупатель завершил приём предложений', reason: null, supplierId: null };
    case 'QuoteRequestAwarded':
      return { action: 'Покупатель выбрал поставщика', reason: null, supplierId: null };
    case 'QuoteRequestCancelled':
      return { action: 'Покупатель отменил запрос', reason: event.data.reason, supplierId: null };
    case 'QuoteRequestSuspended':
      return { action: 'Администратор приостановил запрос', reason: event.data.reason, supplierId: null };
    case 'QuoteRequestResumed':
      return { action: 'Администратор возобновил запрос', reason: null, supplierId: null };
  }
}

/** One document per request for quotes with every answer version; the queries seal it per viewer. */
export const quoteRequestsProjection = typedProjection<QuoteRequestDoc, QuoteRequestEvent>({
  name: QUOTE_REQUESTS_PROJECTION,
  version: 1,
  events: quoteRequestEvents,
  indexes: [
    { fields: { buyerId: 1, createdAt: -1 } },
    { fields: { supplierIds: 1 } },
    { fields: { createdAt: -1 } },
  ],
  keys: (event) => [String(event.data.requestId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    const step: QuoteStep = {
      at,
      actorId: event.metadata.userId,
      actorRole: event.metadata.role,
      ...stepOf(event),
    };
    if (event.type === 'QuoteRequestDrafted') {
      const d = event.data;
      return {
        _id: String(d.requestId),
        id: d.requestId,
        number: d.number,
        buyerId: d.buyerId,
        lines: d.lines.map((line) => ({ ...line })),
        deliveryTo: d.deliveryTo,
        wantedBy: d.wantedBy,
        paymentTerms: d.paymentTerms,
        comment: d.comment,
        attachments: d.attachments.map((file) => ({ ...file })),
        deadline: d.deadline,
        sentAt: null,
        closedEarlyAt: null,
        awardedAt: null,
        cancelled: null,
        suspended: null,
        supplierIds: [...d.suppliers],
        invitations: d.suppliers.map((supplierId) => ({ supplierId, answers: [], declined: null })),
        awards: [],
        history: [step],
        createdAt: at,
        updatedAt: at,
      };
    }
    if (!doc) return null;
    const next: QuoteRequestDoc = { ...doc, history: [...doc.history, step], updatedAt: at };
    switch (event.type) {
      case 'QuoteRequestSent':
        return { ...next, sentAt: at };
      case 'QuoteAnswered': {
        const { supplierId, version, lines, validUntil, comment } = event.data;
        return {
          ...next,
          invitations: doc.invitations.map((invitation) =>
            invitation.supplierId === supplierId
              ? {
                  ...invitation,
                  declined: null,
                  answers: [
                    ...invitation.answers,
                    { version, at, lines: lines.map((line) => ({ ...line })), validUntil, comment },
                  ],
                }
              : invitation,
          ),
        };
      }
      case 'QuoteDeclined':
        return {
          ...next,
          invitations: doc.invitations.map((invitation) =>
            invitation.supplierId === event.data.supplierId
              ? { ...invitation, declined: { reason: event.data.reason, at } }
              : invitation,
          ),
        };
      case 'QuoteRequestDeadlineExtended':
        return { ...next, deadline: event.data.deadline };
      case 'QuoteRequestClosed':
        return { ...next, closedEarlyAt: at };
      case 'QuoteRequestAwarded':
        return { ...next, awardedAt: at, awards: event.data.awards.map((award) => ({ ...award })) };
      case 'QuoteRequestCancelled':
        return { ...next, cancelled: { reason: event.data.reason, at }, suspended: null };
      case 'QuoteRequestSuspended':
        return { ...next, suspended: { reason: event.data.reason, at } };
      case 'QuoteRequestResumed':
        return { ...next, suspended: null };
    }
  },
});
