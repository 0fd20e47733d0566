import type { AuditCatalog } from '../../kit/write/index.ts';
import type { ContractEvent } from './events.ts';

const SIDE = { supplier: 'поставщик', buyer: 'покупатель' } as const;

/** A contract's history as the audit reads it. */
export const contractAudit: AuditCatalog<ContractEvent> = {
  ContractDrafted: (d) => ({
    entityType: 'contract',
    entityId: String(d.contractId),
    action: 'Договор составлен',
    name: `Договор ${d.number}: ${d.supplier.name} — ${d.buyer.name}`,
    changes: [
      { field: 'Предмет', value: d.terms.subject },
      { field: 'Срок', value: `${d.terms.validFrom} — ${d.terms.validTo}` },
    ],
  }),
  ContractRevised: (d) => ({
    entityType: 'contract',
    entityId: String(d.contractId),
    action: 'Условия изменены',
    changes: [{ field: 'Предмет', value: d.terms.subject }],
  }),
  ContractSentForSignature: (d) => ({
    entityType: 'contract',
    entityId: String(d.contractId),
    action: 'Отправлен на подписание',
  }),
  ContractChangesRequested: (d) => ({
    entityType: 'contract',
    entityId: String(d.contractId),
    action: 'Запрошены изменения',
    reason: d.comment,
  }),
  ContractSigned: (d) => ({
    entityType: 'contract',
    entityId: String(d.contractId),
    action: 'Подписан обеими сторонами',
  }),
  ContractDeclined: (d) => ({
    entityType: 'contract',
    entityId: String(d.contractId),
    action: 'Отклонён',
    reason: d.reason,
  }),
  ContractTerminated: (d) => ({
    entityType: 'contract',
    entityId: String(d.contractId),
    action: `Расторгнут (${SIDE[d.by]})`,
    reason: d.reason,
  }),
  ContractScanAttached: (d) => ({
    entityType: 'contract',
    entityId: String(d.contractId),
    action: `Приложен скан (${SIDE[d.by]})`,
    changes: [{ field: 'Файл', value: d.url }],
  }),
};
