import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import { CROSS_REFERENCE_LABELS, type CrossReferenceKind, type PartEvent } from './events.ts';

const reference = (d: { designation: string; kind: CrossReferenceKind; source: string }) => [
  { field: 'Обозначение', value: d.designation },
  { field: 'Связь', value: CROSS_REFERENCE_LABELS[d.kind] },
  ...(d.source ? [{ field: 'Источник', value: d.source }] : []),
];

/** Offers moved to or from another part: that part's number and how many offers went. */
const moved = (field: string, otherPartId: number, productIds: readonly number[]) => [
  { field, value: `№ ${otherPartId}` },
  { field: 'Предложений перенесено', value: String(productIds.length) },
];

const part = auditEntity('part');

/** How the parts' events read in the admins' audit journal and in a part's history. */
export const partAudit: AuditCatalog<PartEvent> = {
  PartCreated: (d) => ({
    ...part(d.partId),
    action: 'Создана',
    name: `${d.designation} ${d.name}`,
    changes: [{ field: 'Обозначение', value: d.designation }],
  }),
  PartCrossReferenceAdded: (d) => ({
    ...part(d.partId),
    action: 'Добавлена перекрёстная ссылка',
    changes: reference(d),
  }),
  PartCrossReferenceRemoved: (d) => ({
    ...part(d.partId),
    action: 'Удалена перекрёстная ссылка',
    changes: [{ field: 'Обозначение', value: d.designation }],
  }),
  // Bookkeeping of a link the product's own event records: part of the history, never a decision.
  PartOfferAttached: (d) => ({
    ...part(d.partId),
    action: 'Привязано предложение',
    changes: [{ field: 'Товар', value: `№ ${d.productId}` }],
    routine: true,
  }),
  PartMerged: (d) => ({
    ...part(d.partId),
    action: 'Объединена с другой позицией',
    reason: d.reason,
    changes: moved('Объединена с позицией', d.intoPartId, d.productIds),
  }),
  PartAbsorbed: (d) => ({
    ...part(d.partId),
    action: 'Присоединена позиция',
    reason: d.reason,
    changes: [
      { field: 'Присоединена позиция', value: `№ ${d.mergedPartId}` },
      ...d.crossReferences.map((ref) => ({
        field: 'Обозначение',
        value: `${ref.designation} (${CROSS_REFERENCE_LABELS[ref.kind]})`,
      })),
    ],
  }),
  PartSplit: (d) => ({
    ...part(d.partId),
    action: 'Разделена',
    reason: d.reason,
    changes: [
      ...moved('Новая позиция', d.newPartId, d.productIds),
      ...d.designations.map((designation) => ({ field: 'Обозначение перенесено', value: designation })),
    ],
  }),
  PartSplitFrom: (d) => ({
    ...part(d.partId),
    action: 'Выделена из другой позиции',
    reason: d.reason,
    changes: moved('Выделена из позиции', d.fromPartId, d.productIds),
  }),
  // A supplier's proposal is no admin's decision; the approval or rejection is.
  PartCrossReferenceProposed: (d) => ({
    ...part(d.partId),
    action: 'Предложена перекрёстная ссылка',
    changes: reference(d),
  }),
  PartCrossReferenceProposalApproved: (d) => ({
    ...part(d.partId),
    action: 'Одобрена предложенная перекрёстная ссылка',
    reason: d.reason || null,
    changes: reference(d),
  }),
  PartCrossReferenceProposalRejected: (d) => ({
    ...part(d.partId),
    action: 'Отклонена предложенная перекрёстная ссылка',
    reason: d.reason,
    changes: [{ field: 'Предложение', value: `№ ${d.proposalId}` }],
  }),
};
