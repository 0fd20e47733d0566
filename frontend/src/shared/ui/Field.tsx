import type { ReactNode } from 'react';
import { Button } from './Button';
import { Options } from './Options';
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

/**
 * A cabinet form's text box under its label (a comment, a reason, terms): the value as a string,
 * `aria-invalid` while it has a message.
 */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  rows = 2,
  maxLength,
  autoFocus,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  rows?: number;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  return (
    <Field label={label} error={error}>
      <textarea
        className={styles.textarea}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        autoFocus={autoFocus}
      />
    </Field>
  );
}

/** A cabinet form's choice among fixed values under its label. */
export function SelectField<V extends string>({
  label,
  value,
  onChange,
  options,
  error,
}: {
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  /** Each value and its words, in the list's order. */
  options: ReadonlyArray<readonly [V, ReactNode]>;
  error?: ReactNode;
}) {
  return (
    <Field label={label} error={error}>
      <select className={styles.input} value={value} onChange={(e) => onChange(e.target.value as V)}>
        <Options of={options} />
      </select>
    </Field>
  );
}

/** A cabinet form's last row: its submit (disabled while it is sent) and «Отмена». */
export function SubmitRow({
  label,
  pending,
  onCancel,
  cancel = 'Отмена',
}: {
  label: ReactNode;
  pending: boolean;
  onCancel: () => void;
  cancel?: string;
}) {
  return (
    <div className={styles.row}>
      <Button type="submit" variant="primary" disabled={pending}>
        {label}
      </Button>
      <Button onClick={onCancel}>{cancel}</Button>
    </div>
  );
}
