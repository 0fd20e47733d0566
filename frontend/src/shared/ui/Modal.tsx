import { DialogFrame, type DialogProps } from './DialogFrame';
import styles from './Dialog.module.css';

export interface ModalProps extends DialogProps {
  /** Maximum width: 400, 560 (default) or 800 px; always within the screen. */
  size?: 'small' | 'medium' | 'large';
}

/**
 * A centred dialog (order and service-request forms). Focus is trapped inside and returns to the
 * trigger; Escape, the backdrop and the close button close it. Long content scrolls inside.
 */
export function Modal({ size = 'medium', className, ...props }: ModalProps) {
  const classes = [styles.modal, styles[size], className].filter(Boolean).join(' ');
  return <DialogFrame {...props} contentClassName={classes} />;
}
