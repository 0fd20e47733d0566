import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCartActions, type Cart } from '../../entities/cart';
import { basketDraft, QuoteRequestForm, sentBasketProducts } from '../../features/quote-requests';
import { Button } from '../../shared/ui';

export const CART_QUOTE_TEXT = { ask: 'Запросить предложения' } as const;

/**
 * «Запросить предложения» (ADR 0068, 0069): the basket's lines become the request's lines and its
 * sellers are asked; once the request is sent, the lines it took leave the basket (a line removed
 * from the form stays). Their removal follows the request: a failure there leaves a line the buyer
 * can still remove, never a request unsent.
 */
export function CartQuoteRequest({ cart }: { cart: Cart }) {
  const [asking, setAsking] = useState(false);
  const actions = useCartActions();
  const navigate = useNavigate();
  const draft = basketDraft(cart.lines);
  return (
    <>
      <Button disabled={draft.lines.length === 0} onClick={() => setAsking(true)}>
        {CART_QUOTE_TEXT.ask}
      </Button>
      {asking && (
        <QuoteRequestForm
          open
          onOpenChange={(open) => !open && setAsking(false)}
          initialLines={draft.lines}
          offers={draft.offers}
          onSent={(id, _number, lines) => {
            void (async () => {
              for (const productId of sentBasketProducts(lines)) await actions.remove(productId);
              void navigate(`/profile/orders?quote=${id}`);
            })();
          }}
        />
      )}
    </>
  );
}
