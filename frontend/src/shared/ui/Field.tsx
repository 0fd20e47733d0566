import type { ReactNode } from 'react';
import styles from './Workspace.module.css';

/** A cabinet form's labelled control: the label above, the control (or controls), its message below. */
export function Field({
  label,
  error,
  className,
  children,
}: {
  label: ReactNode;
  /** The field's message, read as it appears. */
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span className={styles.label}>{label}</span>
      {children}
      {error && <span role="alert">{error}</span>}
    </label>
  );
}
