import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  SERVICE_REQUESTS_PROJECTION,
  requestStatusAfter,
  serviceRequestEvents,
  type ServiceRequestDoc,
  type ServiceRequestEvent,
} from '../../backend/modules/services/published.ts';

const STEP: Record<ServiceRequestEvent['type'], string> = {
  ServiceRequestSent: 'Заявка отправлена',
  ServiceRequestQuoted: 'Поставщик предложил стоимость',
  ServiceRequestAccepted: 'Заказчик принял предложение',
  ServiceRequestDeclined: 'Заявка отклонена',
  ServiceRequestCancelled: 'Заказчик отменил заявку',
  ServiceRequestCompleted: 'Услуга оказана',
};

/** One document per service request with its timeline; the requester, the supplier and admins read it. */
export const serviceRequestsProjection = typedProjection<ServiceRequestDoc, ServiceRequestEvent>({
  name: SERVICE_REQUESTS_PROJECTION,
  version: 2,
  events: serviceRequestEvents,
  indexes: [
    { fields: { requesterId: 1, createdAt: -1 } },
    { fields: { supplierId: 1, createdAt: -1 } },
    { fields: { createdAt: -1 } },
  ],
  keys: (event) => [String(event.data.requestId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    const reason = 'reason' in event.data ? (event.data.reason ?? null) : null;
    const action =
      event.type === 'ServiceRequestDeclined'
        ? event.data.by === 'supplier'
          ? 'Поставщик отклонил заявку'
          : 'Заказчик отклонил предложение'
        : STEP[event.type];
    const step = { at, actorId: event.metadata.userId, actorRole: event.metadata.role, action, reason };
    if (event.type === 'ServiceRequestSent') {
      const d = event.data;
      return {
        _id: String(d.requestId),
        id: d.requestId,
        number: d.number,
        serviceId: d.serviceId,
        serviceName: d.serviceName,
        supplierId: d.supplierId,
        requesterId: d.requesterId,
        description: d.description,
        contactPhone: d.contactPhone,
        contactEmail: d.contactEmail,
        preferredDate: d.preferredDate,
        contract: d.contract ?? null,
        status: requestStatusAfter(event),
        quote: null,
        history: [step],
        createdAt: at,
        updatedAt: at,
      };
    }
    if (!doc) return null;
    const next: ServiceRequestDoc = {
      ...doc,
      history: [...doc.history, step],
      updatedAt: at,
      status: requestStatusAfter(event),
    };
    return event.type === 'ServiceRequestQuoted'
      ? { ...next, quote: { price: event.data.price, date: event.data.date, comment: event.data.comment } }
      : next;
  },
});
