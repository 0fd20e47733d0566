import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { HtmlContent } from '../../entities/content';
import { useNewsItem } from '../../entities/news';
import { WIDE_IMAGE_SIZES, formatDate, responsiveImage, useDisplayTimeZone } from '../../shared/lib';
import { BusyBlock, DetailLoadFailure, Skeleton } from '../../shared/ui';
import styles from './NewsPages.module.css';

export const NEWS_DETAIL_TEXT = {
  back: 'Все новости',
  loading: 'Загрузка новости...',
  notFound: 'Новость не найдена',
  error: 'Ошибка при загрузке новости',
  retry: 'Повторить',
} as const;

function BackLink() {
  return (
    <Link to="/news" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {NEWS_DETAIL_TEXT.back}
    </Link>
  );
}

/** News: one news item with its HTML, and the way back to the list. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const query = useNewsItem(id);
  const timeZone = useDisplayTimeZone();

  if (query.isPending) {
    return (
      <BusyBlock className={styles.article} label={NEWS_DETAIL_TEXT.loading}>
        <BackLink />
        <div className={styles.articleHeader} aria-hidden="true">
          <Skeleton width="80%" height={32} />
          <Skeleton width={140} height={14} />
        </div>
        <div className={styles.articleImage} aria-hidden="true">
          <Skeleton height="100%" />
        </div>
        <div className={styles.skeletonLines} aria-hidden="true">
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton width="65%" height={14} />
        </div>
      </BusyBlock>
    );
  }

  if (query.isError) {
    return (
      <div className={styles.article}>
        <BackLink />
        <DetailLoadFailure
          query={query}
          notFound={NEWS_DETAIL_TEXT.notFound}
          title={NEWS_DETAIL_TEXT.error}
          retry={NEWS_DETAIL_TEXT.retry}
        />
      </div>
    );
  }

  const item = query.data;
  const date = formatDate(item.date, { timeZone });
  return (
    <article className={styles.article} aria-labelledby="news-item-title">
      <BackLink />
      <header className={styles.articleHeader}>
        <h1 id="news-item-title" className={styles.title}>
          {item.title}
        </h1>
        {date && (
          <time className={styles.date} dateTime={item.date ?? undefined}>
            {date}
          </time>
        )}
      </header>
      {item.image && (
        <div className={styles.articleImage}>
          <img
            {...responsiveImage(item.image, WIDE_IMAGE_SIZES)}
            alt=""
            className={styles.image}
            decoding="async"
            // The item's picture is its largest paint: asked for from the head, before the scripts.
            fetchPriority="high"
          />
        </div>
      )}
      <HtmlContent html={item.html} className={styles.content} />
    </article>
  );
}
