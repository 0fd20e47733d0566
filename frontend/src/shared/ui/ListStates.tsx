import type { ReactNode } from 'react';
import { Button } from './Button';
import { Skeleton } from './Skeleton';
import { StateMessage } from './StateMessage';
import styles from './Workspace.module.css';

/** What a list's query tells (a TanStack Query result has these). */
export interface ListQuery<D> {
  readonly data: D | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: { message: string } | null;
  refetch: () => unknown;
}

export interface ListStatesProps<D> {
  query: ListQuery<D>;
  /** Whether the answer has no rows. */
  empty: (data: D) => boolean;
  texts: { loading?: string; loadError: string; retry: string };
  /** The empty state: its title, the hint below and the next step («Сбросить» for a filter). */
  emptyState: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** Skeleton rows while loading (as many as the table usually shows). */
  rows?: number;
  /** What stands while loading instead of the skeleton rows. */
  loading?: ReactNode;
  rowHeight?: number;
  /** The rows, rendered only once the answer has some. */
  children: (data: D) => ReactNode;
}

/**
 * A board's list in its four states: skeleton rows while loading, the error with «Повторить», the
 * empty state (with the way out of a filter), then the rows.
 */
export function ListStates<D>({
  query,
  empty,
  texts,
  emptyState,
  rows = 5,
  rowHeight = 44,
  loading,
  children,
}: ListStatesProps<D>) {
  if (query.isError) return <LoadError query={query} title={texts.loadError} retry={texts.retry} />;
  if ((query.isPending || query.data === undefined) && loading) return <>{loading}</>;
  if (query.isPending || query.data === undefined)
    return <LoadingRows label={texts.loading} rows={rows} height={rowHeight} />;
  if (empty(query.data)) return <StateMessage kind="empty" {...emptyState} />;
  return <>{children(query.data)}</>;
}

/** Skeleton rows while a list loads, named for screen readers. */
export function LoadingRows({
  label,
  rows,
  height,
  className = styles.loading,
}: {
  label: ReactNode;
  rows: number;
  height: number;
  /** The screen's own spacing of the rows. */
  className?: string;
}) {
  return (
    <div className={className} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}

/**
 * A load that failed: its title, the server's words below (unless `detail` is false) and the
 * button that asks again.
 */
export function LoadError({
  query,
  title,
  retry,
  detail = true,
}: {
  query: { readonly error: { message: string } | null; refetch: () => unknown };
  title: ReactNode;
  retry: ReactNode;
  detail?: boolean;
}) {
  return (
    <StateMessage
      kind="error"
      title={title}
      description={detail ? query.error?.message : undefined}
      action={<Button onClick={() => void query.refetch()}>{retry}</Button>}
    />
  );
}

export interface SortState<K extends string> {
  readonly key: K;
  readonly desc: boolean;
}

/** The rows in the order a sortable header asked for: figures by size, words as Russian reads them. */
export function sortRows<R>(
  rows: readonly R[],
  sort: { readonly desc: boolean },
  value: (row: R) => string | number,
): R[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ru');
    return sort.desc ? -order : order;
  });
}

/** A column header that sorts the table by it: again, the other way round. */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: K;
  label: ReactNode;
  sort: SortState<K>;
  onSort: (sort: SortState<K>) => void;
}) {
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className={styles.link}
        onClick={() => onSort({ key: column, desc: active ? !sort.desc : false })}
      >
        {label}
        {active ? (sort.desc ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  );
}
