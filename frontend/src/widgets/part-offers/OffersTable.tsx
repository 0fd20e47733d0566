import { ArrowDown, ArrowUp, ArrowUpDown, BadgeCheck, ShoppingCart, Timer } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCartActions } from '../../entities/cart';
import type { Offer } from '../../entities/part';
import { productPath } from '../../entities/product';
import { formatPrice } from '../../shared/lib/format';
import { useHydrated } from '../../shared/lib/useHydrated';
import { Button, Options, TableFrame } from '../../shared/ui';
import {
  ALL_CITIES,
  CHEAPEST_FIRST,
  NO_FILTERS,
  OFFER_TABLE_TEXT as TEXT,
  filterOffers,
  isFiltered,
  leadTimeText,
  offerCities,
  offerMarks,
  sortOf,
  sortOffers,
  sortOption,
  type OfferFilters,
  type OfferSort,
  type OfferSortKey,
  type SortOption,
} from './offers';
import styles from './OffersTable.module.css';

export interface OffersTableProps {
  /** Every published offer of the part. */
  readonly offers: readonly Offer[];
  /** The product whose page this is: its row is marked «Это предложение» instead of a link. */
  readonly currentProductId?: number | string | null;
  /** Opens the order request of that offer's own product. */
  readonly onOrder: (offer: Offer) => void;
  /** The section's heading. */
  readonly title: string;
}

/**
 * The offers of one part side by side (ADR 0064, 0065): narrowed by condition, city and «в
 * наличии», sorted by price, lead time or condition, the cheapest and the fastest marked, each
 * price with its VAT note and each verified seller with «проверена». A table on a wide screen, a
 * list of compact cards below 700 px. The controls wait for hydration: a choice made on the
 * server's markup would be lost (ADR 0048).
 */
export function OffersTable({ offers, currentProductId = null, onOrder, title }: OffersTableProps) {
  const headingId = useId();
  const hydrated = useHydrated();
  const cart = useCartActions();
  const [filters, setFilters] = useState<OfferFilters>(NO_FILTERS);
  const [sort, setSort] = useState<OfferSort>(CHEAPEST_FIRST);
  const cities = useMemo(() => offerCities(offers), [offers]);
  const shown = useMemo(() => sortOffers(filterOffers(offers, filters), sort), [offers, filters, sort]);
  const marks = useMemo(() => offerMarks(shown), [shown]);
  const conditions = new Set(offers.map((offer) => offer.quality));
  const filter = (change: Partial<OfferFilters>) => setFilters((current) => ({ ...current, ...change }));
  const sortBy = (key: OfferSortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));

  const supplierCell = (offer: Offer) => (
    <span className={styles.supplier}>
      <span>{offer.supplier.name ?? TEXT.unnamedSupplier}</span>
      {offer.supplier.verified && (
        <span className={styles.verified} title={TEXT.verifiedHint}>
          <BadgeCheck size={14} aria-hidden="true" />
          {TEXT.verified}
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
      {marks.cheapest.has(offer.productId) && <span className={styles.cheapest}>{TEXT.cheapest}</span>}
    </span>
  );
  const leadTimeCell = (offer: Offer) => (
    <span className={styles.leadTime}>
      <span className={offer.leadTimeDays === null ? styles.muted : undefined}>{leadTimeText(offer)}</span>
      {marks.fastest.has(offer.productId) && (
        <span className={styles.fastest}>
          <Timer size={12} aria-hidden="true" />
          {TEXT.fastest}
        </span>
      )}
    </span>
  );
  const stockText = (offer: Offer) => (offer.quantity > 0 ? TEXT.pieces(offer.quantity) : TEXT.outOfStock);
  const orderButton = (offer: Offer) => (
    <Button
      variant={marks.cheapest.has(offer.productId) ? 'primary' : 'secondary'}
      size="small"
      onClick={() => onOrder(offer)}
      disabled={!hydrated}
      aria-label={`${TEXT.order}: ${offer.supplier.name ?? TEXT.unnamedSupplier}, ${formatPrice(offer.price)}`}
    >
      {TEXT.order}
    </Button>
  );
  const cartButton = (offer: Offer) => (
    <Button
      size="small"
      variant="secondary"
      aria-label={`${TEXT.cart}: ${offer.supplier.name ?? TEXT.unnamedSupplier}, ${formatPrice(offer.price)}`}
      title={TEXT.cart}
      onClick={() => void cart.add({ id: offer.productId, name: offer.name, price: offer.price })}
      disabled={!hydrated}
    >
      <ShoppingCart size={14} aria-hidden="true" />
    </Button>
  );
  const actions = (offer: Offer) => (
    <span className={styles.actions}>
      {orderButton(offer)}
      {cartButton(offer)}
    </span>
  );
  const nameCell = (offer: Offer) =>
    offer.productId === currentProductId ? (
      <span className={styles.current}>{TEXT.thisOffer}</span>
    ) : (
      <Link to={productPath(offer.productId)} className={styles.offerLink}>
        {offer.name}
      </Link>
    );
  const sortHeader = (key: OfferSortKey, label: string) => {
    const active = sort.key === key;
    const next = active && sort.direction === 'asc' ? 'desc' : 'asc';
    const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button
          type="button"
          className={styles.sort}
          onClick={() => sortBy(key)}
          disabled={!hydrated}
          aria-label={TEXT.sortBy(label, next)}
        >
          {label}
          <Icon size={14} aria-hidden="true" />
        </button>
      </th>
    );
  };
  const rowClass = (offer: Offer) => (offer.productId === currentProductId ? styles.currentRow : undefined);

  return (
    <section className={styles.offers} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <span className={styles.count}>
          {shown.length === offers.length
            ? TEXT.count(offers.length)
            : TEXT.shown(shown.length, offers.length)}
        </span>
      </header>
      {offers.length === 0 ? (
        <p className={styles.empty}>{TEXT.none}</p>
      ) : (
        <>
          <form
            className={styles.toolbar}
            aria-label={TEXT.filters}
            onSubmit={(event) => event.preventDefault()}
          >
            <label className={styles.control}>
              <span>{TEXT.condition}</span>
              <select
                value={filters.quality}
                disabled={!hydrated || conditions.size < 2}
                onChange={(event) => filter({ quality: event.target.value as OfferFilters['quality'] })}
              >
                <option value="all">{TEXT.anyCondition}</option>
                <option value="new">{TEXT.conditionNew}</option>
                <option value="repaired">{TEXT.conditionRepaired}</option>
              </select>
            </label>
            <label className={styles.control}>
              <span>{TEXT.city}</span>
              <select
                value={filters.city}
                disabled={!hydrated || cities.length < 2}
                onChange={(event) => filter({ city: event.target.value })}
              >
                <option value={ALL_CITIES}>{TEXT.allCities}</option>
                <Options of={cities} />
              </select>
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={filters.inStock}
                disabled={!hydrated}
                onChange={(event) => filter({ inStock: event.target.checked })}
              />
              <span>{TEXT.inStockOnly}</span>
            </label>
            {/* The table sorts by its headers; the cards of a phone by this list. */}
            <label className={`${styles.control} ${styles.sortSelect}`}>
              <span>{TEXT.sort}</span>
              <select
                value={sortOption(sort) ?? ''}
                disabled={!hydrated}
                onChange={(event) => setSort(sortOf(event.target.value as SortOption))}
              >
                {sortOption(sort) === null && <option value="" />}
                <Options of={Object.entries(TEXT.sortOptions)} />
              </select>
            </label>
          </form>
          {shown.length === 0 ? (
            <div className={styles.empty} role="status">
              <span>{TEXT.noneMatch}</span>
              <Button
                variant="secondary"
                size="small"
                onClick={() => setFilters(NO_FILTERS)}
                disabled={!isFiltered(filters)}
              >
                {TEXT.reset}
              </Button>
            </div>
          ) : (
            <>
              <div className={styles.wide}>
                <TableFrame label={title} narrow="scroll">
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{TEXT.supplier}</th>
                        <th scope="col">{TEXT.city}</th>
                        {sortHeader('condition', TEXT.condition)}
                        {sortHeader('price', TEXT.price)}
                        <th scope="col">{TEXT.stock}</th>
                        {sortHeader('leadTime', TEXT.leadTime)}
                        <th scope="col">
                          <span className={styles.visuallyHidden}>{TEXT.order}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((offer) => (
                        <tr key={offer.productId} data-testid="offer-row" className={rowClass(offer)}>
                          <td>
                            {supplierCell(offer)}
                            {nameCell(offer)}
                          </td>
                          <td>{offer.city ?? '—'}</td>
                          <td>{offer.conditionName}</td>
                          <td>{priceCell(offer)}</td>
                          <td className={offer.quantity > 0 ? styles.inStock : styles.muted}>
                            {stockText(offer)}
                          </td>
                          <td>{leadTimeCell(offer)}</td>
                          <td>{actions(offer)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableFrame>
              </div>
              <ul className={styles.cards} aria-label={title}>
                {shown.map((offer) => (
                  <li key={offer.productId} data-testid="offer-card" className={rowClass(offer)}>
                    <div className={styles.cardTop}>
                      {supplierCell(offer)}
                      {priceCell(offer)}
                    </div>
                    <p className={styles.cardMeta}>
                      {[offer.city, offer.conditionName, stockText(offer)].filter(Boolean).join(' · ')}
                    </p>
                    <div className={styles.cardMeta}>{leadTimeCell(offer)}</div>
                    <div className={styles.cardBottom}>
                      {nameCell(offer)}
                      {actions(offer)}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
