import { ImageOff, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCartActions } from '../cart';
import { partPath } from '../part';
import { formatPrice } from '../../shared/lib/format';
import { pluralRu } from '../../shared/lib/plural';
import { CARD_IMAGE_SIZES } from '../../shared/lib';
import { CardPicture, Skeleton } from '../../shared/ui';
import { ProductLink, isProductPath } from './ProductLink';
import { productPath, type Product } from './model';
import { useOrderGuard } from './useOrderGuard';
import styles from './ProductCard.module.css';

export const PRODUCT_CARD_TEXT = {
  order: 'Заказать',
  cart: 'В корзину',
  noImage: 'Нет фото',
  priceOnRequest: 'Цена по запросу',
  perPiece: 'за шт.',
  conditions: { new: 'Новая', repaired: 'После ремонта' },
  inStock: (quantity: number) => `в наличии ${quantity} шт.`,
  onOrder: 'под заказ',
  offers: (minPrice: number, count: number) =>
    `от ${formatPrice(minPrice)} · ${count} ${pluralRu(count, ['предложение', 'предложения', 'предложений'])}`,
  offersLabel: 'Все предложения этой детали',
} as const;

/** What a catalogue card adds to the spec's card (ADR 0066): where it lies and its part's other offers. */
export interface ProductCardExtras {
  cities: readonly string[];
  part: { id: number; offerCount: number; minPrice: number } | null;
}

export interface ProductCardProps {
  product: Pick<Product, 'id' | 'name' | 'description' | 'price' | 'images' | 'supplierId'> &
    Partial<Pick<Product, 'supplierName' | 'quality' | 'quantity'>>;
  /** With them the card names the seller, condition, city and stock, and the part's offers. */
  extras?: ProductCardExtras;
  /** Heading level of the product name inside the list (default 3: under the page's h1 and a list h2). */
  headingLevel?: 2 | 3 | 4;
  /** In the list's first row: the picture is fetched at once and first (it may be the page's largest paint). */
  firstInView?: boolean;
  /** Under the buttons, what the page adds to a card (the catalogue's «В запрос» tick). */
  extra?: ReactNode;
}

/**
 * A catalogue card: the first image (or a placeholder) in a fixed 4:3 frame, the name (a link to
 * the product page), two lines of description, the price in roubles, and two buttons. 'Заказать'
 * applies the order button's rules and then opens the product page, where the request is made;
 * 'В корзину' puts one piece of the offer in the basket (ADR 0068).
 */
export function ProductCard({
  product,
  extras,
  headingLevel = 3,
  firstInView = false,
  extra,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = product.images[0];
  const price = formatPrice(product.price);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mayOrder = useOrderGuard();
  const cart = useCartActions();

  const order = () => {
    if (mayOrder(product.supplierId))
      void navigate(productPath(product.id), { replace: isProductPath(pathname) });
  };

  return (
    <article className={styles.card}>
      <ProductLink productId={product.id} className={styles.media} tabIndex={-1} aria-hidden="true">
        {image ? (
          <CardPicture
            url={image.url}
            sizes={CARD_IMAGE_SIZES}
            width={320}
            height={240}
            className={styles.image}
            firstInView={firstInView}
          />
        ) : (
          <span className={styles.placeholder}>
            <ImageOff size={28} strokeWidth={1.5} aria-hidden="true" />
            <span>{PRODUCT_CARD_TEXT.noImage}</span>
          </span>
        )}
      </ProductLink>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <ProductLink productId={product.id} className={styles.nameLink}>
            {product.name}
          </ProductLink>
        </Heading>
        <p className={styles.description}>{product.description}</p>
        {extras && <CardFacts product={product} extras={extras} />}
        <p className={styles.price}>
          {price ? (
            <>
              <data value={String(product.price)}>{price}</data>
              <span className={styles.unit}> {PRODUCT_CARD_TEXT.perPiece}</span>
            </>
          ) : (
            <span className={styles.onRequest}>{PRODUCT_CARD_TEXT.priceOnRequest}</span>
          )}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.action} ${styles.primary}`}
            aria-label={`${PRODUCT_CARD_TEXT.order}: ${product.name}`}
            onClick={order}
          >
            {PRODUCT_CARD_TEXT.order}
          </button>
          <button
            type="button"
            className={`${styles.action} ${styles.secondary}`}
            aria-label={`${PRODUCT_CARD_TEXT.cart}: ${product.name}`}
            title={PRODUCT_CARD_TEXT.cart}
            onClick={() => void cart.add({ id: product.id, name: product.name, price: product.price })}
          >
            <ShoppingCart size={16} aria-hidden="true" />
            <span className={styles.actionText}>{PRODUCT_CARD_TEXT.cart}</span>
          </button>
        </div>
        {extra}
      </div>
    </article>
  );
}

/** Seller · condition, city · stock, and «от N ₽ · K предложений» when the part has several offers. */
function CardFacts({ product, extras }: { product: ProductCardProps['product']; extras: ProductCardExtras }) {
  const seller = [
    product.supplierName,
    product.quality ? PRODUCT_CARD_TEXT.conditions[product.quality] : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const quantity = product.quantity ?? 0;
  const where = [
    extras.cities.join(', '),
    quantity > 0 ? PRODUCT_CARD_TEXT.inStock(quantity) : PRODUCT_CARD_TEXT.onOrder,
  ]
    .filter(Boolean)
    .join(' · ');
  const part = extras.part && extras.part.offerCount > 1 ? extras.part : null;
  return (
    <div className={styles.facts} data-testid="card-facts">
      <p className={styles.fact} title={seller}>
        {seller}
      </p>
      <p className={styles.fact} title={where}>
        {where}
      </p>
      <p className={styles.fact}>
        {part && (
          <Link
            to={partPath(part.id)}
            className={styles.offersLink}
            aria-label={`${PRODUCT_CARD_TEXT.offersLabel}: ${PRODUCT_CARD_TEXT.offers(part.minPrice, part.offerCount)}`}
          >
            {PRODUCT_CARD_TEXT.offers(part.minPrice, part.offerCount)}
          </Link>
        )}
      </p>
    </div>
  );
}

/** The card's loading twin: same frame, same line heights, so the grid does not move on load. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="product-card-skeleton">
      <div className={styles.media}>
        <Skeleton className={styles.skeletonImage} height="100%" />
      </div>
      <div className={styles.body}>
        <div className={styles.name}>
          <Skeleton width="90%" height={14} className={styles.skeletonLine} />
          <Skeleton width="60%" height={14} className={styles.skeletonLine} />
        </div>
        <div className={styles.description}>
          <Skeleton width="100%" height={11} className={styles.skeletonLine} />
          <Skeleton width="75%" height={11} className={styles.skeletonLine} />
        </div>
        <div className={styles.price}>
          <Skeleton width={96} height={18} />
        </div>
        <div className={styles.actions}>
          <Skeleton width="100%" height={32} />
          <Skeleton width="100%" height={32} />
        </div>
      </div>
    </div>
  );
}
