import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrderGuard } from '../../entities/product';
import { useHydrated } from '../../shared/lib/useHydrated';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui';
import { QuoteRequestForm, partLine } from './QuoteRequestForm';
import { QUOTE_TEXT } from './text';

interface AskedPart {
  readonly id: number;
  readonly designation: string;
  readonly name: string;
  readonly offers: ReadonlyArray<{ productId: number; supplier: { id: number; name: string | null } }>;
}

/**
 * «Запрос предложений» for one part (ADR 0069): the part as the first line and every seller of its
 * offers asked; the same guard as an order (a guest signs in, a seller cannot ask itself).
 */
export function AskQuotesButton({ part }: { part: AskedPart }) {
  const [asking, setAsking] = useState(false);
  const mayOrder = useOrderGuard();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const role = useSession().user?.role;
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        onClick={() => mayOrder(null) && setAsking(true)}
        disabled={!hydrated}
      >
        {QUOTE_TEXT.create}
      </Button>
      {asking && (
        <QuoteRequestForm
          open
          onOpenChange={(open) => !open && setAsking(false)}
          initialLines={[partLine(part)]}
          offers={part.offers.map((offer) => ({
            productId: offer.productId,
            supplierId: offer.supplier.id,
            supplierName: offer.supplier.name ?? `Поставщик № ${offer.supplier.id}`,
          }))}
          onSent={(id) =>
            void navigate(`/profile/${role === 'supplier' ? 'products' : 'orders'}?quote=${id}`)
          }
        />
      )}
    </>
  );
}
