import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { categoryPath, useCategoryTree, type Category } from '../../entities/category';
import { parsePartId, usePart, type Part } from '../../entities/part';
import { AskQuotesButton } from '../../features/quote-requests';
import { ApiError } from '../../shared/api';
import { formatPrice } from '../../shared/lib/format';
import { Button, LoadingNote, Skeleton } from '../../shared/ui';
import { Analogues, OffersTable, OFFER_TABLE_TEXT } from '../../widgets/part-offers';
// The order request is the product page's own: an offer is ordered as its product is.
import { useOfferOrder } from '../product/OfferOrder';
import { partTitle } from '../../../../shared/catalog';
import styles from './PartPage.module.css';

export const PART_TEXT = {
  catalog: 'Каталог',
  breadcrumbs: 'Навигационная цепочка',
  loading: 'Загрузка детали...',
  notFound: 'Деталь не найдена',
  notFoundHint: 'Возможно, ссылка устарела. Найдите деталь по обозначению в поиске по каталогу.',
  toCatalog: 'Перейти в каталог',
  retry: 'Повторить',
  loadFailed: 'Не удалось загрузить деталь',
  designation: 'Обозначение',
  designations: 'Обозначения',
  kind: 'Вид',
  source: 'Источник',
  offers: 'Предложения поставщиков',
  priceRange: (min: number, max: number) =>
    min === max ? formatPrice(min) : `${formatPrice(min)} — ${formatPrice(max)}`,
} as const;

/** The category with this id and its parents, from the root down. */
function trailOf(tree: readonly Category[], id: number | null): Category[] {
  if (id === null) return [];
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = trailOf(category.children, id);
    if (below.length) return [category, ...below];
  }
  return [];
}

/**
 * `/part/{id}` (ADR 0065): one part (номенклатурная позиция) with every designation it is known
 * by, every supplier's offer side by side and its analogues. Rendered on the server like the other
 * public pages; its head (title, Product + AggregateOffer) is the server's (ADR 0059).
 */
export function PartPage() {
  const { id: raw } = useParams();
  const id = parsePartId(raw);
  const query = usePart(id);
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <PartNotFound />;
  if (query.isError && !query.isFetching) return <PartNotFound onRetry={() => void query.refetch()} />;
  if (!query.data || query.isError) return <PartSkeleton />;
  return <PartDetails key={query.data.id} part={query.data} />;
}

function Breadcrumbs({ part }: { part?: Part }) {
  const tree = useCategoryTree();
  const trail = part ? trailOf(tree.data ?? [], part.categoryId) : [];
  return (
    <nav aria-label={PART_TEXT.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/catalog">{PART_TEXT.catalog}</Link>
        </li>
        {trail.map((category) => (
          <li key={category.id}>
            <ChevronRight size={14} aria-hidden="true" />
            <Link to={categoryPath(category.slug)}>{category.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PartDetails({ part }: { part: Part }) {
  const { order, dialog } = useOfferOrder(null);
  return (
    <article className={styles.page}>
      <Breadcrumbs part={part} />
      <header className={styles.head}>
        <h1 className={styles.title}>{partTitle(part.name, part.designation)}</h1>
        <p className={styles.summary}>
          <span>
            {PART_TEXT.designation}: <strong className={styles.code}>{part.designation}</strong>
          </span>
          {part.minPrice !== null && part.maxPrice !== null && (
            <span>
              <strong className={styles.code}>{PART_TEXT.priceRange(part.minPrice, part.maxPrice)}</strong> ·{' '}
              {OFFER_TABLE_TEXT.count(part.offerCount)}
            </span>
          )}
        </p>
        <div className={styles.actions}>
          <AskQuotesButton part={part} />
        </div>
      </header>
      <OffersTable title={PART_TEXT.offers} offers={part.offers} onOrder={order} />
      <section className={styles.designations} aria-labelledby="part-designations">
        <h2 id="part-designations" className={styles.subtitle}>
          {PART_TEXT.designations}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{PART_TEXT.designation}</th>
              <th scope="col">{PART_TEXT.kind}</th>
              <th scope="col">{PART_TEXT.source}</th>
            </tr>
          </thead>
          <tbody>
            {part.designations.map((entry) => (
              <tr key={`${entry.kind}-${entry.designation}`}>
                <td className={styles.code}>{entry.designation}</td>
                <td>{entry.kindName}</td>
                <td className={styles.muted}>{entry.source || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Analogues analogues={part.analogues} />
      {dialog}
    </article>
  );
}

function PartNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={styles.page}>
      <Breadcrumbs />
      <section className={styles.notFound} aria-labelledby="part-not-found">
        <h1 id="part-not-found" className={styles.title}>
          {PART_TEXT.notFound}
        </h1>
        {onRetry ? (
          <Button onClick={onRetry}>{PART_TEXT.retry}</Button>
        ) : (
          <p className={styles.muted}>{PART_TEXT.notFoundHint}</p>
        )}
        <Link to="/catalog">{PART_TEXT.toCatalog}</Link>
      </section>
    </div>
  );
}

function PartSkeleton() {
  return (
    <div className={styles.page}>
      <LoadingNote>{PART_TEXT.loading}</LoadingNote>
      <div aria-hidden="true" className={styles.page}>
        <Skeleton width={200} height={14} />
        <Skeleton width="60%" height={32} />
        <Skeleton width={280} height={16} />
        <Skeleton height={200} />
      </div>
    </div>
  );
}
