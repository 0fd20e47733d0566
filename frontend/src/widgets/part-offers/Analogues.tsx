import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { partPath, type Analogue } from '../../entities/part';
import { formatPrice } from '../../shared/lib/format';
import { OFFER_TABLE_TEXT } from './offers';
import styles from './Analogues.module.css';

export const ANALOGUES_TEXT = {
  title: 'Аналоги и замены',
  from: (price: string) => `от ${price}`,
  noOffers: 'нет предложений',
} as const;

/**
 * «Аналоги и замены» (ADR 0065): the parts the cross-references name, and those naming this one,
 * each with how it relates, its lowest price and its offer count, linking to its page. Nothing
 * when there are none.
 */
export function Analogues({ analogues }: { analogues: readonly Analogue[] }) {
  const headingId = useId();
  if (analogues.length === 0) return null;
  return (
    <section className={styles.analogues} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {ANALOGUES_TEXT.title}
      </h2>
      <ul className={styles.list}>
        {analogues.map((analogue) => (
          <li key={analogue.id} className={styles.item} data-testid="analogue">
            <Link to={partPath(analogue.id)} className={styles.link}>
              <span className={styles.designation}>{analogue.designation}</span>
              <span className={styles.name}>{analogue.name}</span>
              <ArrowRight size={14} aria-hidden="true" className={styles.arrow} />
            </Link>
            <span className={styles.kind}>{analogue.kindName}</span>
            <span className={styles.offers}>
              {analogue.offerCount > 0 && analogue.minPrice !== null
                ? `${ANALOGUES_TEXT.from(formatPrice(analogue.minPrice))} · ${OFFER_TABLE_TEXT.count(analogue.offerCount)}`
                : ANALOGUES_TEXT.noOffers}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
