import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { CLOSE_LABEL, keepOpenOnToastInteraction } from './dialogShared';
import styles from './Dialog.module.css';

/** What a caller gives a Modal or a SidePanel. */
export interface DialogProps {
  /** Controlled state; leave out both for a dialog that opens from `trigger` on its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the content ('Отмена', 'Отправить заявку'). */
  footer?: ReactNode;
  className?: string;
}

/**
 * The Radix dialog both shapes share: overlay, title with the close button, optional description,
 * scrolling body and footer. Escape, the backdrop and the close button close it; clicks on a
 * toast do not (dialogShared).
 */
export function DialogFrame(
  props: Omit<DialogProps, 'className'> & { contentClassName: string; overlayTestId?: string },
) {
  const { open, defaultOpen, onOpenChange, trigger, title, description, children, footer } = props;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid={props.overlayTestId} />
        <Dialog.Content
          className={props.contentClassName}
          onPointerDownOutside={keepOpenOnToastInteraction}
          onInteractOutside={keepOpenOnToastInteraction}
          // Without a description there is nothing to point to (and Radix would warn).
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
