import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Button, workspaceStyles as styles } from '../../shared/ui';

/**
 * A product's list of like rows (characteristics, the delivery set, documents, components): each
 * row's inputs with «Убрать», a button adding a blank row, and the list's message from the server.
 */
export function RowsFieldset<T>({
  legend,
  rows,
  onChange,
  blank,
  addText,
  error,
  apply = (row, patch) => ({ ...row, ...patch }),
  before,
  after,
  children,
}: {
  legend: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** The row the add button appends. */
  blank: () => T;
  addText: string;
  error?: string | undefined;
  /** A row with a patch applied (where some of its fields follow from others). */
  apply?: (row: T, patch: Partial<T>) => T;
  before?: ReactNode;
  after?: ReactNode;
  /** A row's inputs; `update` patches that row. */
  children: (row: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
}) {
  const update = (index: number) => (patch: Partial<T>) =>
    onChange(rows.map((row, i) => (i === index ? apply(row, patch) : row)));
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{legend}</legend>
      {before}
      {rows.map((row, index) => (
        <div key={index} className={styles.row}>
          {children(row, index, update(index))}
          <Button onClick={() => onChange(rows.filter((_, i) => i !== index))}>Убрать</Button>
        </div>
      ))}
      {after}
      <Button onClick={() => onChange([...rows, blank()])}>{addText}</Button>
      {error && <span role="alert">{error}</span>}
    </fieldset>
  );
}

/** A text input of a row, labelled for screen readers only; `onText` gets what was typed. */
export function RowInput({
  onText,
  ...props
}: Omit<ComponentPropsWithoutRef<'input'>, 'onChange' | 'className'> & { onText: (text: string) => void }) {
  return <input className={styles.input} {...props} onChange={(e) => onText(e.target.value)} />;
}
