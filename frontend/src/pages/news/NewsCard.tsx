import { ArrowRight, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { newsExcerpt, newsPath, type NewsItem } from '../../entities/news';
import { NEWS_CARD_IMAGE_SIZES, formatDate, useDisplayTimeZone } from '../../shared/lib';
import { CardPicture, Skeleton } from '../../shared/ui';
import styles from './NewsCard.module.css';

export const NEWS_CARD_TEXT = {
  readMore: 'Читать далее',
  noImage: 'Нет изображения',
} as const;

/**
 * A news card: picture (or placeholder) in a fixed frame, date, title, excerpt, 'Читать далее'.
 * `firstInView`: the card is in the list's first row, its picture fetched at once and first.
 */
export function NewsCard({ item, firstInView = false }: { item: NewsItem; firstInView?: boolean }) {
  const date = formatDate(item.date, { timeZone: useDisplayTimeZone() });
  const titleId = `news-card-${item.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {item.image ? (
          <CardPicture
            url={item.image}
            sizes={NEWS_CARD_IMAGE_SIZES}
            width={400}
            height={225}
            className={styles.image}
            firstInView={firstInView}
          />
        ) : (
          <span className={styles.placeholder} data-testid="news-image-placeholder">
            <Newspaper size={32} strokeWidth={1.5} aria-hidden="true" />
            <span className="visually-hidden">{NEWS_CARD_TEXT.noImage}</span>
          </span>
        )}
      </div>
      <div className={styles.body}>
        {date ? (
          <time className={styles.date} dateTime={item.date ?? undefined}>
            {date}
          </time>
        ) : (
          <span className={styles.date} />
        )}
        <h2 id={titleId} className={styles.title}>
          {item.title}
        </h2>
        <p className={styles.excerpt}>{newsExcerpt(item)}</p>
        <Link to={newsPath(item.id)} className={styles.more} aria-describedby={titleId}>
          {NEWS_CARD_TEXT.readMore}
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.body}>
        <Skeleton width={120} height={12} />
        <div className={styles.title}>
          <Skeleton width="90%" height={16} />
        </div>
        <div className={styles.excerpt}>
          <Skeleton height={12} />
          <Skeleton height={12} />
          <Skeleton width="60%" height={12} />
        </div>
        <Skeleton width={110} height={16} />
      </div>
    </div>
  );
}
