import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { QuoteRequestEvent } from './events.ts';

const request = auditEntity('quoteRequest');
const rub = (value: number) => `${value.toFixed(2)} ₽`;

/** How a request for quotes reads in the admins' audit journal; every award is there with its lines and orders. */
export const quoteRequestAudit: AuditCatalog<QuoteRequestEvent> = {
  QuoteRequestDrafted: (d) => ({
    ...request(d.requestId),
    action: 'Запрос предложений создан',
    name: `${d.number}: ${d.lines.length} поз.`,
    changes: [
      { field: 'Позиций', value: String(d.lines.length) },
      { field: 'Поставщиков', value: String(d.suppliers.length) },
      { field: 'Срок приёма', value: d.deadline },
    ],
    routine: true,
  }),
  QuoteRequestSent: (d) => ({
    ...request(d.requestId),
    action: 'Запрос отправлен поставщикам',
    routine: true,
  }),
  QuoteAnswered: (d) => ({
    ...request(d.requestId),
    action: `Поставщик ${d.supplierId} дал предложение (версия ${d.version})`,
    changes: [{ field: 'Позиций с ценой', value: String(d.lines.length) }],
    routine: true,
  }),
  QuoteDeclined: (d) => ({
    ...request(d.requestId),
    action: `Поставщик ${d.supplierId} отказался от участия`,
    reason: d.reason,
    routine: true,
  }),
  QuoteRequestDeadlineExtended: (d) => ({
    ...request(d.requestId),
    action: 'Срок приёма продлён',
    changes: [{ field: 'Срок приёма', value: d.deadline }],
    routine: true,
  }),
  QuoteRequestClosed: (d) => ({
    ...request(d.requestId),
    action: 'Приём предложений завершён покупателем',
    routine: true,
  }),
  QuoteRequestAwarded: (d) => ({
    ...request(d.requestId),
    action: 'Поставщик выбран',
    journal: true,
    changes: d.awards.map((award) => ({
      field: `Позиция ${award.lineId}`,
      value: `поставщик ${award.supplierId}, ${award.quantity} × ${rub(award.unitPrice)}, ${award.leadTimeDays} дн., заказ ${award.orderId}`,
    })),
  }),
  QuoteRequestCancelled: (d) => ({ ...request(d.requestId), action: 'Запрос отменён', reason: d.reason }),
  QuoteRequestSuspended: (d) => ({
    ...request(d.requestId),
    action: 'Запрос приостановлен администратором',
    reason: d.reason,
  }),
  QuoteRequestResumed: (d) => ({ ...request(d.requestId), action: 'Запрос возобновлён администратором' }),
};
