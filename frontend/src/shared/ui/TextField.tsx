import { CircleAlert } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  /** A hint under the field, read with it (aria-describedby). */
  hint?: ReactNode;
  /** The validation message; marks the field invalid and is read before the hint. */
  error?: ReactNode;
}

/** A labelled input with an optional hint and error, wired for screen readers. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={inputId}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={14} aria-hidden="true" className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
