import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './NearViewport.module.css';

export interface NearViewportProps {
  /** What loads once the visitor scrolls toward it (usually a lazy component). */
  readonly children: ReactNode;
  /** How far below the screen loading starts, so the content is there before it is seen. */
  readonly margin?: string;
}

/**
 * Below-the-fold content that loads when the visitor scrolls toward it, not with the first
 * screen (issue 19: nothing below the fold in the first load). Where the browser cannot tell
 * (no IntersectionObserver) it loads at once. The placeholder keeps the room the content takes.
 */
export function NearViewport({ children, margin = '600px' }: NearViewportProps) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  const room = <div ref={placeholder} className={styles.room} />;
  return near ? <Suspense fallback={room}>{children}</Suspense> : room;
}
