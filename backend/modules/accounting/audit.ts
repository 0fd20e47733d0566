import { VAT_KIND_NAMES } from '../../../shared/vat/index.ts';
import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { DocumentEvent, SettingsEvent } from './events.ts';
import { DOCUMENT_SHORT } from './view.ts';

const seller = auditEntity('user');
const document = auditEntity('document');

/** Documents are part of their deal's history. */
export const documentAudit: AuditCatalog<DocumentEvent> = {
  DocumentIssued: (d) => ({
    ...document(d.documentId),
    action: d.corrects
      ? `Корректировка документа № ${d.corrects.number}`
      : d.adjusts
        ? `УКД к УПД № ${d.adjusts.number}: возврат`
        : 'Документ выставлен',
    name: `${DOCUMENT_SHORT[d.docType]} № ${d.number} от ${d.issuedOn}`,
    changes: [
      { field: d.adjusts ? 'Уменьшение' : 'Сумма', value: `${d.total} ₽` },
      ...(d.corrects ? [{ field: 'Причина', value: d.corrects.reason }] : []),
      ...(d.adjusts ? [{ field: 'Причина', value: d.adjusts.reason }] : []),
    ],
  }),
  DocumentPaymentRecorded: (d) => ({
    ...document(d.documentId),
    action: d.status === 'paid' ? 'Оплачен' : d.status === 'partly' ? 'Оплачен частично' : 'Оплата снята',
    changes: [{ field: 'Оплачено', value: `${d.paid} ₽` }],
  }),
};

/** A seller's VAT rate is part of the seller's account history. */
export const settingsAudit: AuditCatalog<SettingsEvent> = {
  VatRateSet: (d) => ({
    ...seller(d.sellerId),
    action: 'Ставка НДС для документов изменена',
    changes: [{ field: 'НДС', value: d.vatRate === null ? 'Без НДС' : `${d.vatRate}%` }],
  }),
  VatKindSet: (d) => ({
    ...seller(d.sellerId),
    action: 'Ставка НДС для документов изменена',
    changes: [{ field: 'НДС', value: VAT_KIND_NAMES[d.vatKind] }],
  }),
};
