import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { PriceListEvent } from './events.ts';

const seller = auditEntity('user');

/** A remembered mapping is part of the seller's account history. */
export const priceListAudit: AuditCatalog<PriceListEvent> = {
  PriceListMappingRemembered: (d) => ({
    ...seller(d.sellerId),
    action: 'Сопоставление столбцов прайс-листа запомнено',
    changes: Object.entries(d.columns)
      .slice(0, 20)
      .map(([field, value]) => ({ field, value: value || '—' })),
  }),
};
