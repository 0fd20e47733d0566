import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { partPath, usePart } from '../../entities/part';
import type { Product } from '../../entities/product';
import { AskQuotesButton } from '../../features/quote-requests';
import { Skeleton } from '../../shared/ui';
import { Analogues, OffersTable } from '../../widgets/part-offers';
import { useOfferOrder } from './OfferOrder';
import styles from './SupplierOffers.module.css';

export const OFFERS_TEXT = {
  title: 'Предложения поставщиков',
  partLink: (designation: string) => `Деталь ${designation}: все предложения и обозначения`,
} as const;

/**
 * «Предложения поставщиков» (ADR 0064, 0065): every published offer of the product's part side by
 * side (when there is another to compare with), its analogues, and the way to the part's page.
 */
export function SupplierOffers({ product }: { product: Product }) {
  const query = usePart(product.partId);
  const { order, dialog } = useOfferOrder(product);

  if (product.partId === null || query.isError) return null;
  if (!query.data) return <Skeleton height={160} />;
  const part = query.data;
  return (
    <div className={styles.part}>
      <div className={styles.partBar}>
        <Link to={partPath(part.id)} className={styles.partLink}>
          {OFFERS_TEXT.partLink(part.designation)}
          <ArrowRight size={14} aria-hidden="true" />
        </Link>
        <AskQuotesButton part={part} />
      </div>
      {/* One offer is the product itself: nothing to compare. */}
      {part.offers.length >= 2 && (
        <OffersTable
          title={OFFERS_TEXT.title}
          offers={part.offers}
          currentProductId={product.id}
          onOrder={order}
        />
      )}
      <Analogues analogues={part.analogues} />
      {dialog}
    </div>
  );
}
