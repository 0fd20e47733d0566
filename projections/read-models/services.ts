import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  SERVICES_PROJECTION,
  serviceEvents,
  serviceSearchTerms,
  serviceStatusAfter,
  type ServiceDoc,
  type ServiceEvent,
} from '../../backend/modules/services/published.ts';

const STEP: Record<ServiceEvent['type'], string> = {
  ServiceCreated: 'Создана',
  ServiceEdited: 'Изменена',
  ServiceSubmitted: 'Отправлена на модерацию',
  ServicePublished: 'Опубликована',
  ServiceRejected: 'Отклонена модератором',
  ServiceArchived: 'Перенесена в архив',
  ServiceRestored: 'Возвращена из архива',
};

/**
 * One document per service with its current version (what the supplier wrote last) and its live
 * version (what a moderator published and customers see), so an edit under moderation never
 * hides or changes the public page (ADR 0028).
 */
export const servicesProjection = typedProjection<ServiceDoc, ServiceEvent>({
  name: SERVICES_PROJECTION,
  version: 1,
  events: serviceEvents,
  indexes: [
    { fields: { isPublic: 1, id: 1 } },
    { fields: { supplierId: 1, updatedAt: -1 } },
    { fields: { status: 1, updatedAt: -1 } },
  ],
  keys: (event) => [String(event.data.serviceId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    const step = {
      at,
      actorId: event.metadata.userId,
      actorRole: event.metadata.role,
      action: STEP[event.type],
      reason: event.type === 'ServiceRejected' ? event.data.reason : null,
    };
    if (event.type === 'ServiceCreated') {
      const { serviceId, supplierId, ...details } = event.data;
      return {
        _id: String(serviceId),
        id: serviceId,
        supplierId,
        status: serviceStatusAfter(event) ?? 'draft',
        details,
        live: null,
        isPublic: false,
        rejectionReason: null,
        searchWords: [],
        history: [step],
        createdAt: at,
        updatedAt: at,
        publishedAt: null,
      };
    }
    if (!doc) return null;
    const next: ServiceDoc = {
      ...doc,
      history: [...doc.history, step],
      updatedAt: at,
      status: serviceStatusAfter(event) ?? doc.status,
    };
    switch (event.type) {
      case 'ServiceEdited': {
        const { serviceId: _serviceId, ...details } = event.data;
        return { ...next, details };
      }
      case 'ServiceSubmitted':
        return { ...next, rejectionReason: null };
      case 'ServicePublished':
        return {
          ...next,
          live: doc.details,
          isPublic: true,
          rejectionReason: null,
          searchWords: serviceSearchTerms(doc.details),
          publishedAt: at,
        };
      case 'ServiceRejected':
        return { ...next, rejectionReason: event.data.reason };
      case 'ServiceArchived':
        return { ...next, live: null, isPublic: false, searchWords: [] };
      case 'ServiceRestored':
        return next;
    }
  },
});
