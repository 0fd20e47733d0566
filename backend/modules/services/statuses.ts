import type { RequestStatus, ServiceEvent, ServiceRequestEvent, ServiceStatus } from './events.ts';

/**
 * The statuses of a service and of a service request, the words people see for them, and what each
 * event makes of them: one rule, used by the deciders' state, the read models and (through
 * docs/openapi.yaml, `ServiceStatus` and `ServiceRequestStatus`) the interface's labels.
 */
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  draft: 'Черновик',
  submitted: 'На модерации',
  published: 'Опубликована',
  rejected: 'Отклонена',
  archived: 'В архиве',
};

export const REQUEST_STATUSES = [
  'new',
  'quoted',
  'accepted',
  'declined',
  'refused',
  'cancelled',
  'done',
] as const satisfies readonly RequestStatus[];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'Новая',
  quoted: 'Предложена стоимость',
  accepted: 'Принята',
  declined: 'Отклонена заказчиком',
  refused: 'Отклонена поставщиком',
  cancelled: 'Отменена',
  done: 'Выполнена',
};

/** The status an event leaves the service in; null when it does not change it (an edit). */
export function serviceStatusAfter(event: ServiceEvent): ServiceStatus | null {
  switch (event.type) {
    case 'ServiceCreated':
    case 'ServiceRestored':
      return 'draft';
    case 'ServiceSubmitted':
      return 'submitted';
    case 'ServicePublished':
      return 'published';
    case 'ServiceRejected':
      return 'rejected';
    case 'ServiceArchived':
      return 'archived';
    case 'ServiceEdited':
      return null;
  }
}

/** The status an event leaves the request in: a decline by the supplier is a refusal. */
export function requestStatusAfter(event: ServiceRequestEvent): RequestStatus {
  switch (event.type) {
    case 'ServiceRequestSent':
      return 'new';
    case 'ServiceRequestQuoted':
      return 'quoted';
    case 'ServiceRequestAccepted':
      return 'accepted';
    case 'ServiceRequestDeclined':
      return event.data.by === 'supplier' ? 'refused' : 'declined';
    case 'ServiceRequestCancelled':
      return 'cancelled';
    case 'ServiceRequestCompleted':
      return 'done';
  }
}
