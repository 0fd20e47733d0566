import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { CLOSE_LABEL, keepOpenOnToastInteraction } from './dialogShared';
import styles from './Dialog.module.css';

export interface SidePanelProps {
  /** Controlled state; leave out both for a panel that opens from `trigger` on its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the panel (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions pinned to the bottom edge. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A panel sliding in from the right edge (spec: the login and registration forms): 40% of the
 * width from 768 px, the full width below. Modal: focus stays inside, the page behind is inert.
 * It closes with Escape, a click on the backdrop, or the close button.
 */
export function SidePanel({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  className,
}: SidePanelProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="side-panel-overlay" />
        <Dialog.Content
          className={className ? `${styles.sidePanel} ${className}` : styles.sidePanel}
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
