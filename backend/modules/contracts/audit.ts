import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { ContractEvent } from './events.ts';

const contract = auditEntity('contract');

const SIDE = { supplier: 'поставщик', buyer: 'покупатель' } as const;

/** A contract's history as the audit reads it. */
export const contractAudit: AuditCatalog<ContractEvent> = {
  ContractDrafted: (d) => ({
    ...contract(d.contractId),
    action: 'Договор составлен',
    name: `Договор ${d.number}: ${d.supplier.name} — ${d.buyer.name}`,
    changes: [
      { field: 'Предмет', value: d.terms.subject },
      { field: 'Срок', value: `${d.terms.validFrom} — ${d.terms.validTo}` },
    ],
  }),
  ContractRevised: (d) => ({
    ...contract(d.contractId),
    action: 'Условия изменены',
    changes: [{ field: 'Предмет', value: d.terms.subject }],
  }),
  ContractSentForSignature: (d) => ({
    ...contract(d.contractId),
    action: 'Отправлен на подписание',
  }),
  ContractChangesRequested: (d) => ({
    ...contract(d.contractId),
    action: 'Запрошены изменения',
    reason: d.comment,
  }),
  ContractSigned: (d) => ({
    ...contract(d.contractId),
    action: 'Подписан обеими сторонами',
  }),
  ContractDeclined: (d) => ({
    ...contract(d.contractId),
    action: 'Отклонён',
    reason: d.reason,
  }),
  ContractTerminated: (d) => ({
    ...contract(d.contractId),
    action: `Расторгнут (${SIDE[d.by]})`,
    reason: d.reason,
  }),
  ContractScanAttached: (d) => ({
    ...contract(d.contractId),
    action: `Приложен скан (${SIDE[d.by]})`,
    changes: [{ field: 'Файл', value: d.url }],
  }),
};
