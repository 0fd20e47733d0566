import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QUOTE_TEXT, QuoteRequestForm, partLine } from '../../features/quote-requests';
import { useSession } from '../../shared/session';
import { usePart, type Offer } from '../../entities/part';
import { productPath, productQueryOptions, useOrderGuard, type Product } from '../../entities/product';
import { toast } from '../../shared/toast';
import { formatPrice } from '../../shared/lib/format';
import { useHydrated } from '../../shared/lib/useHydrated';
import { Button, Skeleton } from '../../shared/ui';
import { OrderRequestModal } from './OrderRequestModal';
import styles from './SupplierOffers.module.css';

export const OFFERS_TEXT = {
  title: 'Предложения поставщиков',
  supplier: 'Поставщик',
  unnamedSupplier: 'Поставщик',
  verified: 'проверена',
  verifiedHint: 'Реквизиты компании проверены администратором',
  city: 'Город',
  condition: 'Состояние',
  price: 'Цена за шт.',
  sortAscending: 'Сортировать по цене: сначала дешёвые',
  sortDescending: 'Сортировать по цене: сначала дорогие',
  stock: 'Наличие',
  pieces: (count: number) => `${count} шт.`,
  outOfStock: 'Под заказ',
  order: 'Заказать',
  cheapest: 'Дешевле всех',
  thisOffer: 'Это предложение',
  count: (count: number) => `${count} ${count === 1 ? 'предложение' : count < 5 ? 'предложения' : 'предложений'}`,
  loadFailed: 'Не удалось загрузить предложения',
} as const;

type Sort = 'asc' | 'desc';

/**
 * «Предложения поставщиков» (ADR 0064): every published offer of the product's part side by side,
 * sortable by price, the cheapest marked; a table on a wide screen, compact cards on a phone. The
 * order button of another offer opens that product's own order request.
 */
export function SupplierOffers({ product }: { product: Product }) {
  const query = usePart(product.partId);
  const [sort, setSort] = useState<Sort>('asc');
  const [ordering, setOrdering] = useState<Product | null>(null);
  const mayOrder = useOrderGuard();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const role = useSession().user?.role;

  if (product.partId === null) return null;
  if (query.isError) return null;
  const offers = query.data?.offers ?? [];
  // One offer is the product itself: nothing to compare.
  if (query.data && offers.length < 2) return null;

  const cheapest = offers.reduce<number | null>((min, offer) => (min === null || offer.price < min ? offer.price : min), null);
  const sorted = [...offers].sort((a, b) => (sort === 'asc' ? a.price - b.price : b.price - a.price) || a.productId - b.productId);

  const order = async (offer: Offer) => {
    if (!mayOrder(offer.supplier.id)) return;
    try {
      setOrdering(offer.productId === product.id ? product : await queryClient.fetchQuery(productQueryOptions(offer.productId)));
    } catch {
      toast.error(OFFERS_TEXT.loadFailed);
    }
  };

  const supplierCell = (offer: Offer) => (
    <span className={styles.supplier}>
      <span>{offer.supplier.name ?? OFFERS_TEXT.unnamedSupplier}</span>
      {offer.supplier.verified && (
        <span className={styles.verified} title={OFFERS_TEXT.verifiedHint}>
          <BadgeCheck size={14} aria-hidden="true" />
          {OFFERS_TEXT.verified}
        </span>
      )}
    </span>
  );
  const priceCell = (offer: Offer) => (
    <span className={styles.price}>
      <data value={String(offer.price)} className={styles.numeric}>
        {formatPrice(offer.price)}
      </data>
      <span className={styles.vat}>{offer.vatNote}</span>
      {offer.price === cheapest && <span className={styles.cheapest}>{OFFERS_TEXT.cheapest}</span>}
    </span>
  );
  const stockText = (offer: Offer) => (offer.quantity > 0 ? OFFERS_TEXT.pieces(offer.quantity) : OFFERS_TEXT.outOfStock);
  const orderButton = (offer: Offer) => (
    <Button variant={offer.price === cheapest ? 'primary' : 'secondary'} size="small" onClick={() => void order(offer)} disabled={!hydrated}>
      {OFFERS_TEXT.order}
    </Button>
  );
  const nameCell = (offer: Offer) =>
    offer.productId === product.id ? (
      <span className={styles.current}>{OFFERS_TEXT.thisOffer}</span>
    ) : (
      <Link to={productPath(offer.productId)} className={styles.offerLink}>
        {offer.name}
      </Link>
    );

  return (
    <section className={styles.offers} aria-labelledby="supplier-offers">
      <header className={styles.header}>
        <h2 id="supplier-offers" className={styles.title}>
          {OFFERS_TEXT.title}
        </h2>
        {query.data && <span className={styles.count}>{OFFERS_TEXT.count(offers.length)}</span>}
        {query.data && (
          <Button size="small" onClick={() => mayOrder(null) && setAsking(true)} disabled={!hydrated}>
            {QUOTE_TEXT.create}
          </Button>
        )}
      </header>
      {!query.data ? (
        <Skeleton height={160} />
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{OFFERS_TEXT.supplier}</th>
                <th scope="col">{OFFERS_TEXT.city}</th>
                <th scope="col">{OFFERS_TEXT.condition}</th>
                <th scope="col" aria-sort={sort === 'asc' ? 'ascending' : 'descending'}>
                  <button
                    type="button"
                    className={styles.sort}
                    onClick={() => setSort(sort === 'asc' ? 'desc' : 'asc')}
                    aria-label={sort === 'asc' ? OFFERS_TEXT.sortDescending : OFFERS_TEXT.sortAscending}
                  >
                    {OFFERS_TEXT.price}
                    {sort === 'asc' ? <ArrowUp size={14} aria-hidden="true" /> : <ArrowDown size={14} aria-hidden="true" />}
                  </button>
                </th>
                <th scope="col">{OFFERS_TEXT.stock}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{OFFERS_TEXT.order}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((offer) => (
                <tr key={offer.productId} data-testid="offer-row" className={offer.productId === product.id ? styles.currentRow : undefined}>
                  <td>
                    {supplierCell(offer)}
                    {nameCell(offer)}
                  </td>
                  <td>{offer.city ?? '—'}</td>
                  <td>{offer.conditionName}</td>
                  <td>{priceCell(offer)}</td>
                  <td className={offer.quantity > 0 ? styles.inStock : styles.muted}>{stockText(offer)}</td>
                  <td>{orderButton(offer)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={styles.cards}>
            {sorted.map((offer) => (
              <li key={offer.productId} data-testid="offer-card" className={offer.productId === product.id ? styles.currentRow : undefined}>
                <div className={styles.cardTop}>
                  {supplierCell(offer)}
                  {priceCell(offer)}
                </div>
                <p className={styles.cardMeta}>
                  {[offer.city, offer.conditionName, stockText(offer)].filter(Boolean).join(' · ')}
                </p>
                <div className={styles.cardBottom}>
                  {nameCell(offer)}
                  {orderButton(offer)}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {asking && query.data && (
        // «Запрос предложений» (ADR 0069): the part as the first line, every offer's seller asked.
        <QuoteRequestForm
          open
          onOpenChange={(open) => !open && setAsking(false)}
          initialLines={[partLine(query.data)]}
          offers={offers.map((offer) => ({ productId: offer.productId, supplierId: offer.supplier.id, supplierName: offer.supplier.name ?? `Поставщик № ${offer.supplier.id}` }))}
          onSent={(id) => void navigate(`/profile/${role === 'supplier' ? 'products' : 'orders'}?quote=${id}`)}
        />
      )}
      {ordering && (
        <OrderRequestModal key={String(ordering.id)} open onOpenChange={(open) => !open && setOrdering(null)} product={ordering} quantity={1} />
      )}
    </section>
  );
}
