import { accountingKeys } from './keys';
import { useAccountingReading } from './useAccountingRefresh';

/** GET /api/accounting/settings: the seller's VAT rate. */
export const useVatRate = (enabled: boolean) =>
  useAccountingReading('/api/accounting/settings', accountingKeys.settings, enabled);
