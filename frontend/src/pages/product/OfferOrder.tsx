import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { Offer } from '../../entities/part';
import { productQueryOptions, useOrderGuard, type Product } from '../../entities/product';
import { toast } from '../../shared/toast';

// The order form is no part of the first paint (ADR 0059, 0087): its code comes with the first order.
const loadOrderModal = () => import('./OrderRequestModal');
const OrderRequestModal = lazy(() =>
  loadOrderModal().then((module) => ({ default: module.OrderRequestModal })),
);

export const OFFER_ORDER_TEXT = { loadFailed: 'Не удалось загрузить предложение' } as const;

/**
 * Ordering one offer of a part: the order request of that offer's own product (its seller, price,
 * warehouses), loaded when asked for unless it is the page's product. Shared by the product page's
 * offers and the part page.
 */
export function useOfferOrder(current: Product | null): { order: (offer: Offer) => void; dialog: ReactNode } {
  const [ordering, setOrdering] = useState<Product | null>(null);
  const mayOrder = useOrderGuard();
  const queryClient = useQueryClient();
  const order = (offer: Offer) => {
    if (!mayOrder(offer.supplier.id)) return;
    void loadOrderModal();
    if (current && offer.productId === current.id) {
      setOrdering(current);
      return;
    }
    queryClient
      .fetchQuery(productQueryOptions(offer.productId))
      .then(setOrdering, () => toast.error(OFFER_ORDER_TEXT.loadFailed));
  };
  const dialog = ordering && (
    <Suspense fallback={null}>
      <OrderRequestModal
        key={String(ordering.id)}
        open
        onOpenChange={(open) => !open && setOrdering(null)}
        product={ordering}
        quantity={1}
      />
    </Suspense>
  );
  return { order, dialog };
}
