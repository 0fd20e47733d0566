import type { ReactNode } from 'react';
import styles from './DataList.module.css';

export interface DataListItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Label and value pairs in two columns (one on phones): profile and company details. */
export function DataList({ items, className }: { items: readonly DataListItem[]; className?: string }) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <div key={item.key} className={styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
