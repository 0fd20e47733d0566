import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { CLOSE_LABEL, keepOpenOnToastInteraction } from './dialogShared';
import styles from './Dialog.module.css';

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the content, right-aligned ('Отмена', 'Отправить заявку'). */
  footer?: ReactNode;
  /** Maximum width: 400, 560 (default) or 800 px; always within the screen. */
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * A centred dialog (order and service-request forms). Focus is trapped inside and returns to the
 * trigger; Escape, the backdrop and the close button close it. Long content scrolls inside.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'medium',
  className,
}: ModalProps) {
  const classes = [styles.modal, styles[size], className].filter(Boolean).join(' ');
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={classes}
          onPointerDownOutside={keepOpenOnToastInteraction}
          onInteractOutside={keepOpenOnToastInteraction}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={CLOSE_LABEL}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </header>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
