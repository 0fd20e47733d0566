import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';

export interface BusyButtonProps extends Omit<ButtonProps, 'children' | 'variant'> {
  /** The request runs: the button is disabled, `aria-busy`, and says `pendingLabel`. */
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  icon?: ReactNode;
}

/** A form's main button whose words change while its request runs; a submit unless `type` says otherwise. */
export function BusyButton({
  pending,
  label,
  pendingLabel,
  icon,
  disabled,
  type = 'submit',
  ...rest
}: BusyButtonProps) {
  return (
    <Button
      type={type}
      variant="primary"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {icon}
      {pending ? pendingLabel : label}
    </Button>
  );
}
