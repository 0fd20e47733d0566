import { DialogFrame, type DialogProps } from './DialogFrame';
import styles from './Dialog.module.css';

export type SidePanelProps = DialogProps;

/**
 * A panel sliding in from the right edge (spec: the login and registration forms): 40% of the
 * width from 768 px, the full width below. Modal: focus stays inside, the page behind is inert.
 * It closes with Escape, a click on the backdrop, or the close button.
 */
export function SidePanel({ className, ...props }: SidePanelProps) {
  const classes = className ? `${styles.sidePanel} ${className}` : (styles.sidePanel ?? '');
  return <DialogFrame {...props} contentClassName={classes} overlayTestId="side-panel-overlay" />;
}
