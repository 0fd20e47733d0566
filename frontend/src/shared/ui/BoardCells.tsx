import type { ReactNode } from 'react';
import { formatDate } from '../lib/format';
import type { Column } from './DataTable';
import styles from './Workspace.module.css';

/** The «Изменён» column of a board: when a row last changed, with the time; sorts by `updatedAt`. */
export function updatedColumn<R extends { updatedAt: string }>(label: string): Column<R, 'updatedAt'> {
  return {
    label,
    sortBy: 'updatedAt',
    className: 'tabular',
    cell: (row) => formatDate(row.updatedAt, { withTime: true }),
  };
}

/** A row's status badge and, below it, the reason given for it (a refusal, a decline) in quotes. */
export function StatusWithReason({
  badge,
  reason,
}: {
  badge: ReactNode;
  reason: string | null | undefined | false;
}) {
  return (
    <>
      {badge}
      {reason && <span className={`${styles.muted} ${styles.reason}`}>«{reason}»</span>}
    </>
  );
}
