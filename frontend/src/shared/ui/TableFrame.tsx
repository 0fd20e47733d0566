import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './TableFrame.module.css';

export interface TableFrameProps {
  /** Names the box for screen readers once it scrolls ('Товары'). */
  label: string;
  /** The table: its cells carry `data-label` for the card layout. */
  children: ReactNode;
  /**
   * Below 900 px: `cards` (default) turns each row into a card of label and value pairs (the cells'
   * `data-label`); `scroll` keeps the table, scrolling inside the box (for tables of figures).
   */
  narrow?: 'cards' | 'scroll';
  /** The first column holds only row checkboxes: the second column stays in view beside it. */
  selectable?: boolean;
  /** The rows shown are an older answer while a new one loads. */
  stale?: boolean;
}

/**
 * Every cabinet table sits in this box (ADR 0057). A table wider than the box scrolls inside it,
 * its first column fixed, so the page itself never scrolls sideways; on a phone the rows become
 * cards. A box that scrolls is a named region in the tab order, so a keyboard can scroll it too.
 */
export function TableFrame({
  label,
  children,
  narrow = 'cards',
  selectable = false,
  stale = false,
}: TableFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className={styles.frame}
      data-table-frame=""
      data-narrow={narrow}
      data-selectable={selectable || undefined}
      data-stale={stale || undefined}
      data-scrolled={scrolled || undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      onScroll={(event) => setScrolled(event.currentTarget.scrollLeft > 0)}
    >
      {children}
    </div>
  );
}
