import { useNavigate } from 'react-router';
import { useSession } from '../../shared/session';
import { QuoteRequestForm, partLine } from './QuoteRequestForm';

export interface AskedPart {
  readonly id: number;
  readonly designation: string;
  readonly name: string;
  readonly offers: ReadonlyArray<{ productId: number; supplier: { id: number; name: string | null } }>;
}

/** The request-for-quotes form of one part: its own chunk, loaded when the buyer reaches for it. */
export function AskQuotesDialog({ part, onClose }: { part: AskedPart; onClose: () => void }) {
  const navigate = useNavigate();
  const role = useSession().user?.role;
  return (
    <QuoteRequestForm
      open
      onOpenChange={(open) => !open && onClose()}
      initialLines={[partLine(part)]}
      offers={part.offers.map((offer) => ({
        productId: offer.productId,
        supplierId: offer.supplier.id,
        supplierName: offer.supplier.name ?? `Поставщик № ${offer.supplier.id}`,
      }))}
      onSent={(id) => void navigate(`/profile/${role === 'supplier' ? 'products' : 'orders'}?quote=${id}`)}
    />
  );
}
