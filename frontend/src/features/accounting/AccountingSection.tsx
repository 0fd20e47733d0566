import { Tabs } from '../../shared/ui';
import { DocumentRegister } from './DocumentRegister';
import { ACCOUNTING_TEXT as T } from './model';
import { PendingDeals } from './PendingDeals';
import { VatSettings } from './VatSettings';

/**
 * 'Бухгалтерия' for suppliers and buyers: documents issued to me, and — for anyone who sells
 * (suppliers, buyers selling parts) — my issued documents, the deals still to document and the VAT
 * rate. A supplier opens on what they issued; a buyer on what they received.
 */
export function AccountingSection({ role }: { role: 'supplier' | 'buyer' }) {
  const received = { value: 'received', label: T.tabs.received, content: <DocumentRegister side="buyer" /> };
  const selling = [
    { value: 'issued', label: T.tabs.issued, content: <DocumentRegister side="seller" /> },
    { value: 'pending', label: T.tabs.pending, content: <PendingDeals /> },
  ];
  const settings = { value: 'settings', label: T.tabs.settings, content: <VatSettings /> };
  return (
    <Tabs
      label="Бухгалтерия"
      items={role === 'supplier' ? [...selling, received, settings] : [received, ...selling, settings]}
    />
  );
}
