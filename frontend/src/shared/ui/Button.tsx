import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` is the amber accent: use it for the one main action of a screen. */
  variant?: 'primary' | 'secondary';
  size?: 'medium' | 'small';
}

export function Button({
  variant = 'secondary',
  size = 'medium',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'small' && styles.small, className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
