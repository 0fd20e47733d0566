import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import { PRICE_TYPE_LABELS, type ServiceEvent, type ServiceRequestEvent } from './events.ts';

const service = auditEntity('service');
const request = auditEntity('serviceRequest');
const priceText = (price: number | null, type: keyof typeof PRICE_TYPE_LABELS) =>
  `${price === null ? 'по договорённости' : `${price} ₽`} (${PRICE_TYPE_LABELS[type].toLowerCase()})`;

/** How the services' events read in the audit and in a service's history. */
export const serviceAudit: AuditCatalog<ServiceEvent> = {
  ServiceCreated: (d) => ({
    ...service(d.serviceId),
    action: 'Создана',
    name: d.name,
    changes: [{ field: 'Цена', value: priceText(d.price, d.priceType) }],
  }),
  ServiceEdited: (d) => ({
    ...service(d.serviceId),
    action: 'Изменена',
    name: d.name,
    changes: [{ field: 'Цена', value: priceText(d.price, d.priceType) }],
  }),
  ServiceSubmitted: (d) => ({ ...service(d.serviceId), action: 'Отправлена на модерацию' }),
  ServicePublished: (d) => ({ ...service(d.serviceId), action: 'Опубликована' }),
  ServiceRejected: (d) => ({ ...service(d.serviceId), action: 'Отклонена', reason: d.reason }),
  ServiceArchived: (d) => ({ ...service(d.serviceId), action: 'В архиве' }),
  ServiceRestored: (d) => ({ ...service(d.serviceId), action: 'Возвращена из архива' }),
};

export const serviceRequestAudit: AuditCatalog<ServiceRequestEvent> = {
  ServiceRequestSent: (d) => ({
    ...request(d.requestId),
    action: 'Заявка отправлена',
    name: `${d.number}: ${d.serviceName}`,
  }),
  ServiceRequestQuoted: (d) => ({
    ...request(d.requestId),
    action: 'Поставщик предложил стоимость',
    changes: [
      { field: 'Стоимость', value: `${d.price} ₽` },
      ...(d.date ? [{ field: 'Дата', value: d.date }] : []),
    ],
  }),
  ServiceRequestAccepted: (d) => ({ ...request(d.requestId), action: 'Заказчик принял предложение' }),
  ServiceRequestDeclined: (d) => ({
    ...request(d.requestId),
    action: d.by === 'supplier' ? 'Поставщик отклонил заявку' : 'Заказчик отклонил предложение',
    reason: d.reason,
  }),
  ServiceRequestCancelled: (d) => ({
    ...request(d.requestId),
    action: 'Заказчик отменил заявку',
    reason: d.reason,
  }),
  ServiceRequestCompleted: (d) => ({ ...request(d.requestId), action: 'Услуга оказана' }),
};
