import { useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useNewsList } from '../../entities/news';
import { FIRST_ROW_CARDS, NEWS_PAGE_SIZE } from '../../shared/config/limits';
import { ListPages, LoadingNote, RetryState, StateMessage } from '../../shared/ui';
import { NewsCard, NewsCardSkeleton } from './NewsCard';
import styles from './NewsPages.module.css';

export const NEWS_LIST_TEXT = {
  title: 'Новости',
  loading: 'Загрузка новостей...',
  empty: 'Новости не найдены',
  error: 'Не удалось загрузить новости. Пожалуйста, попробуйте позже.',
  retry: 'Повторить',
} as const;

/** A 1-based page number from the query string; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** News: the list, 9 per page, the page in `?page=`. */
export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const news = useNewsList(page, NEWS_PAGE_SIZE);
  const top = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  let body: ReactNode;
  if (news.isPending) {
    body = (
      <>
        <LoadingNote>{NEWS_LIST_TEXT.loading}</LoadingNote>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: NEWS_PAGE_SIZE }, (_, index) => (
            <NewsCardSkeleton key={index} />
          ))}
        </div>
      </>
    );
  } else if (news.isError && !news.data) {
    body = <RetryState query={news} title={NEWS_LIST_TEXT.error} retry={NEWS_LIST_TEXT.retry} />;
  } else if (!news.data || news.data.news.length === 0) {
    body = <StateMessage kind="empty" title={NEWS_LIST_TEXT.empty} />;
  } else {
    const { news: items } = news.data;
    body = (
      <>
        <ul
          className={styles.grid}
          aria-busy={news.isPlaceholderData || undefined}
          data-stale={news.isPlaceholderData || undefined}
        >
          {items.map((item, index) => (
            <li key={item.id} className={styles.cell}>
              <NewsCard item={item} firstInView={index < FIRST_ROW_CARDS} />
            </li>
          ))}
        </ul>
        <ListPages answer={news.data} page={page} limit={NEWS_PAGE_SIZE} onPageChange={goTo} />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="news-title">
      <h1 id="news-title" ref={top} className={styles.title}>
        {NEWS_LIST_TEXT.title}
      </h1>
      {body}
    </section>
  );
}
