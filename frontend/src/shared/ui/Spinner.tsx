import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** 16, 24 or 40 px. */
  size?: 'small' | 'medium' | 'large';
  /** With a label the spinner announces itself (role=status); without one it is decoration next to a text. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'medium', label, className }: SpinnerProps) {
  const ring = [styles.spinner, styles[size], !label && className].filter(Boolean).join(' ');
  if (!label) return <span className={ring} aria-hidden="true" />;
  return (
    <span role="status" className={className ? `${styles.labelled} ${className}` : styles.labelled}>
      <span className={ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
