import { accountingKeys } from './keys';
import { useAccountingReading } from './useAccountingRefresh';

/** GET /api/accounting/pending: agreed deals that still lack their invoice or closing document. */
export const usePendingDeals = (enabled: boolean) =>
  useAccountingReading('/api/accounting/pending', accountingKeys.pending, enabled);
