import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow, rangeText } from '../lib/pagination';
import styles from './Pagination.module.css';

export const PAGINATION_TEXT = {
  nav: 'Страницы',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  page: (page: number) => `Страница ${page}`,
} as const;

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  /** Records in the whole list, for 'Показано X-Y из N записей'. */
  total: number;
  /** Records per page. */
  limit: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * 'Показано X-Y из N записей' and the page buttons: previous, up to five numbers centred on the
 * current page (shifted inward at the ends), next. With a single page only the range text is shown.
 */
export function Pagination({ page, totalPages, total, limit, onPageChange, className }: PaginationProps) {
  const pages = pageWindow(page, totalPages);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <div className={className ? `${styles.pagination} ${className}` : styles.pagination}>
      <p className={styles.range}>{rangeText(page, limit, total)}</p>
      {totalPages > 1 && (
        <nav aria-label={PAGINATION_TEXT.nav}>
          <ul className={styles.list}>
            <li>
              <button
                type="button"
                className={styles.button}
                aria-label={PAGINATION_TEXT.previous}
                disabled={page <= 1}
                onClick={() => go(page - 1)}
              >
                <ChevronLeft size={16} aria-hidden="true" />
              </button>
            </li>
            {pages.map((number) => (
              <li key={number}>
                <PageButton page={number} current={page} onSelect={go} />
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.button}
                aria-label={PAGINATION_TEXT.next}
                disabled={page >= totalPages}
                onClick={() => go(page + 1)}
              >
                <ChevronRight size={16} aria-hidden="true" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

function PageButton({
  page,
  current,
  onSelect,
}: {
  page: number;
  current: number;
  onSelect: (page: number) => void;
}) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={PAGINATION_TEXT.page(page)}
      aria-current={page === current ? 'page' : undefined}
      onClick={() => onSelect(page)}
    >
      {page}
    </button>
  );
}

/** A paged answer: its pages and its size (`totalItems` in the public lists' answers). */
type PagedAnswer = { readonly totalPages: number } & (
  { readonly total: number } | { readonly totalItems: number }
);

/** A list's pages below it, shown once its answer has more than one page. */
export function ListPages({
  answer,
  ...pagination
}: Omit<PaginationProps, 'totalPages' | 'total'> & { answer: PagedAnswer | undefined }) {
  if (!answer || answer.totalPages <= 1) return null;
  const total = 'total' in answer ? answer.total : answer.totalItems;
  return <Pagination {...pagination} totalPages={answer.totalPages} total={total} />;
}
