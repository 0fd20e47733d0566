import type { AuditCatalog } from '../../src/write-kit/index.ts';
import { CROSS_REFERENCE_LABELS, type PartEvent } from './events.ts';

const part = (partId: number) => ({ entityType: 'part', entityId: String(partId) }) as const;

/** How the parts' events read in the admins' audit journal and in a part's history. */
export const partAudit: AuditCatalog<PartEvent> = {
  PartCreated: (d) => ({ ...part(d.partId), action: 'Создана', name: `${d.designation} ${d.name}`, changes: [{ field: 'Обозначение', value: d.designation }] }),
  PartCrossReferenceAdded: (d) => ({
    ...part(d.partId),
    action: 'Добавлена перекрёстная ссылка',
    changes: [
      { field: 'Обозначение', value: d.designation },
      { field: 'Связь', value: CROSS_REFERENCE_LABELS[d.kind] },
      ...(d.source ? [{ field: 'Источник', value: d.source }] : []),
    ],
  }),
  PartCrossReferenceRemoved: (d) => ({ ...part(d.partId), action: 'Удалена перекрёстная ссылка', changes: [{ field: 'Обозначение', value: d.designation }] }),
};
