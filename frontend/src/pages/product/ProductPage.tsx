import { ChevronRight, ShoppingCart, Truck, Wrench } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { categoryPath, categoryTreeQueryOptions, findCategoryTrail } from '../../entities/category';
import { useCartActions } from '../../entities/cart';
import { parseProductId, stockTotal, useOrderGuard, useProduct, type Product } from '../../entities/product';
import { useLoadFailureToast } from '../../shared/api';
import { MIN_QUANTITY } from '../../shared/config/limits';
import { useHydrated } from '../../shared/lib/useHydrated';
import { formatPrice } from '../../shared/lib/format';
import { pluralRu } from '../../shared/lib/plural';
import { Button, Gallery, LoadingNote, Skeleton } from '../../shared/ui';
import { PRODUCT_ERROR_TEXT, isNotFound, productErrorMessage } from './productError';
import { ProductTabs } from './ProductTabs';
import { QuantityStepper } from './QuantityStepper';
import { SupplierOffers } from './SupplierOffers';
import styles from './ProductPage.module.css';

// The order form is no part of the first paint: its code (the dialog, the contracts' query) comes
// when the pointer or the focus reaches the order button, or at the latest when it is pressed.
const loadOrderModal = () => import('./OrderRequestModal');
const OrderRequestModal = lazy(() =>
  loadOrderModal().then((module) => ({ default: module.OrderRequestModal })),
);

export const PRODUCT_TEXT = {
  catalog: 'Каталог',
  cart: 'В корзину',
  breadcrumbs: 'Навигационная цепочка',
  loading: 'Загрузка товара...',
  notFound: PRODUCT_ERROR_TEXT.notFound,
  notFoundHint: 'Возможно, товар снят с публикации или ссылка устарела.',
  toCatalog: 'Перейти в каталог',
  retry: 'Повторить',
  perPiece: 'за шт.',
  priceOnRequest: 'Цена по запросу',
  sum: 'Сумма',
  order: 'Оформить заявку',
  deliveryShort: 'Доставка от 2 дней по всей России',
  services: 'Услуги',
  inStock: (count: number, warehouses: number) =>
    warehouses > 0
      ? `В наличии: ${count} шт. на ${warehouses} ${pluralRu(warehouses, ['складе', 'складах', 'складах'])}`
      : `В наличии: ${count} шт.`,
  outOfStock: 'Нет в наличии',
} as const;

/**
 * '/product/{id}': loading, then the product or
 * 'Товар не найден'; it reloads when the id changes. A failed load is toasted with its reason
 * and the page says 'Товар не найден'. The order button follows the order modal's rules
 * (useOrderGuard).
 */
export function ProductPage() {
  const { id: rawId } = useParams();
  const id = parseProductId(rawId);
  const query = useProduct(id);
  useLoadFailureToast(query.error, query.errorUpdatedAt, productErrorMessage);

  if (id === null || (query.isError && isNotFound(query.error))) return <ProductNotFound />;
  // Another failure may pass: the page offers to try again.
  if (query.isError && !query.isFetching) return <ProductNotFound onRetry={() => void query.refetch()} />;

  if (!query.data || query.isError) return <ProductSkeleton />;

  // A new product starts with quantity 1 and a closed modal.
  return <ProductDetails key={String(query.data.id)} product={query.data} />;
}

/** «Каталог» and the whole way down the tree to the product's category (the category alone until the tree is there). */
function Breadcrumbs({ product }: { product?: Product }) {
  const slug = product?.categorySlug;
  // The tree the header and the catalogue share; asked only for a product in a category.
  const tree = useQuery({ ...categoryTreeQueryOptions(), enabled: Boolean(slug) });
  const trail = (slug && tree.data && findCategoryTrail(tree.data, slug)) || null;
  const crumbs = trail
    ? trail.map((category) => ({
        key: category.slug,
        name: category.name,
        slug: category.slug as string | null,
      }))
    : product?.categoryName
      ? [{ key: 'category', name: product.categoryName, slug: slug ?? null }]
      : [];
  return (
    <nav aria-label={PRODUCT_TEXT.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/catalog">{PRODUCT_TEXT.catalog}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.key}>
            <ChevronRight size={14} aria-hidden="true" />
            {crumb.slug ? <Link to={categoryPath(crumb.slug)}>{crumb.name}</Link> : <span>{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const mayOrder = useOrderGuard();
  const cart = useCartActions();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [orderOpen, setOrderOpen] = useState(false);
  // Mounted from the first opening on, so that it closes with its animation.
  const [orderMounted, setOrderMounted] = useState(false);
  // Shown from the server's markup before the script runs: a click then would be lost.
  const hydrated = useHydrated();

  const price = formatPrice(product.price);
  const sum = product.price === null ? '' : formatPrice(product.price * quantity);
  const inStock = stockTotal(product);
  const warehouses = product.stocks.filter((stock) => stock.quantity > 0).length;

  const order = () => {
    if (!mayOrder(product.supplierId)) return;
    setOrderMounted(true);
    setOrderOpen(true);
  };

  return (
    <article className={styles.page}>
      <Breadcrumbs product={product} />
      <div className={styles.top}>
        <Gallery images={product.images} label={product.name} className={styles.gallery} />

        <div className={styles.info}>
          <h1 className={styles.title}>{product.name}</h1>

          <div className={styles.buyBox}>
            <p className={styles.price}>
              {price ? (
                <>
                  <data value={String(product.price)}>{price}</data>
                  <span className={styles.unit}> {PRODUCT_TEXT.perPiece}</span>
                </>
              ) : (
                <span className={styles.onRequest}>{PRODUCT_TEXT.priceOnRequest}</span>
              )}
            </p>
            {inStock !== null && (
              <p className={inStock > 0 ? styles.inStock : styles.outOfStock}>
                {inStock > 0 ? PRODUCT_TEXT.inStock(inStock, warehouses) : PRODUCT_TEXT.outOfStock}
              </p>
            )}
            <div className={styles.orderRow}>
              <QuantityStepper value={quantity} onChange={setQuantity} />
              {sum && (
                <p className={styles.sum} aria-live="polite">
                  <span className={styles.muted}>{PRODUCT_TEXT.sum}: </span>
                  <span className={styles.numeric}>{sum}</span>
                </p>
              )}
            </div>
            <Button
              variant="primary"
              className={styles.orderButton}
              onClick={order}
              onPointerEnter={() => void loadOrderModal()}
              onFocus={() => void loadOrderModal()}
              disabled={!hydrated}
            >
              {PRODUCT_TEXT.order}
            </Button>
            <Button
              className={styles.orderButton}
              onClick={() =>
                void cart.add({ id: product.id, name: product.name, price: product.price }, quantity)
              }
              disabled={!hydrated}
            >
              <ShoppingCart size={16} aria-hidden="true" />
              {PRODUCT_TEXT.cart}
            </Button>
            <p className={styles.delivery}>
              <Truck size={16} aria-hidden="true" />
              {PRODUCT_TEXT.deliveryShort}
            </p>
          </div>

          {product.services.length > 0 && (
            <section className={styles.services} aria-labelledby="product-services">
              <h2 id="product-services" className={styles.servicesTitle}>
                {PRODUCT_TEXT.services}
              </h2>
              <ul>
                {product.services.map((service) => (
                  <li key={String(service.id)}>
                    <Wrench size={14} aria-hidden="true" />
                    <Link to={`/service/${encodeURIComponent(String(service.id))}`}>{service.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <SupplierOffers product={product} />

      <ProductTabs product={product} />

      {orderMounted && (
        <Suspense fallback={null}>
          <OrderRequestModal
            open={orderOpen}
            onOpenChange={setOrderOpen}
            product={product}
            quantity={quantity}
          />
        </Suspense>
      )}
    </article>
  );
}

/** Whatever failed, the page says 'Товар не найден'; the toast told why. */
function ProductNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={styles.page}>
      <Breadcrumbs />
      <section className={styles.notFound} aria-labelledby="product-not-found">
        <h1 id="product-not-found" className={styles.title}>
          {PRODUCT_TEXT.notFound}
        </h1>
        {onRetry ? (
          <Button onClick={onRetry}>{PRODUCT_TEXT.retry}</Button>
        ) : (
          <p className={styles.muted}>{PRODUCT_TEXT.notFoundHint}</p>
        )}
        <Link to="/catalog" className={styles.catalogLink}>
          {PRODUCT_TEXT.toCatalog}
        </Link>
      </section>
    </div>
  );
}

/** The loaded page's geometry: breadcrumbs, a 4:3 gallery frame, the buy box, the tab bar. */
function ProductSkeleton() {
  return (
    <div className={styles.page}>
      <LoadingNote>{PRODUCT_TEXT.loading}</LoadingNote>
      <div aria-hidden="true" className={styles.skeleton} data-testid="product-skeleton">
        <div className={styles.breadcrumbs}>
          <Skeleton width={160} height={14} />
        </div>
        <div className={styles.top}>
          <div className={styles.skeletonFrame}>
            <Skeleton height="100%" />
          </div>
          <div className={styles.info}>
            <div className={styles.title}>
              <Skeleton width="85%" height="1em" />
            </div>
            <div className={styles.buyBox}>
              <Skeleton width={160} height={28} />
              <Skeleton width={200} height={16} />
              <Skeleton width={200} height={56} />
              <Skeleton width="100%" height={40} />
              <Skeleton width={240} height={16} />
            </div>
          </div>
        </div>
        <div className={styles.skeletonTabs}>
          <Skeleton width={180} height={40} />
          <Skeleton width="100%" height={14} />
          <Skeleton width="92%" height={14} />
          <Skeleton width="60%" height={14} />
        </div>
      </div>
    </div>
  );
}

export default ProductPage;
