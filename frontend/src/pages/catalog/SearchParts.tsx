import { Link } from 'react-router';
import { partPath, useSearchParts } from '../../entities/part';
import { formatPrice } from '../../shared/lib/format';
import { pluralRu } from '../../shared/lib/plural';
import styles from './SearchParts.module.css';

export const SEARCH_PARTS_TEXT = {
  title: 'Детали по запросу',
  offers: (minPrice: number, count: number) =>
    `от ${formatPrice(minPrice)} · ${count} ${pluralRu(count, ['предложение', 'предложения', 'предложений'])}`,
} as const;

/** Parts shown at most: the strip stays one or two lines above the cards. */
const PARTS_SHOWN = 6;

/**
 * A catalogue search names each part offered by several sellers once, with its lowest price and
 * offer count, leading to the part's page with every offer side by side (ADR 0066). The spec's
 * product cards below stay as the spec lists them.
 */
export function SearchParts({ search }: { search: string }) {
  const parts = useSearchParts(search, PARTS_SHOWN);
  const shown = (parts.data?.parts ?? []).filter((part) => part.offerCount > 1 && part.minPrice !== null);
  if (shown.length === 0) return null;
  return (
    <section className={styles.parts} aria-labelledby="search-parts-title">
      <h2 id="search-parts-title" className={styles.title}>
        {SEARCH_PARTS_TEXT.title}
      </h2>
      <ul className={styles.list}>
        {shown.map((part) => (
          <li key={part.id}>
            <Link to={partPath(part.id)} className={styles.part}>
              <span className={styles.name}>
                {part.name}
                {/* The designation, unless the name already says it. */}
                {!part.name.includes(part.designation) && (
                  <span className={styles.designation}> {part.designation}</span>
                )}
              </span>
              <span className={styles.offers}>
                {SEARCH_PARTS_TEXT.offers(part.minPrice!, part.offerCount)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
