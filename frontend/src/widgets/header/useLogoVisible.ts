import { useEffect, useState } from 'react';

/** Scrolled this far down the page before the logo may hide. */
const HIDE_AFTER_PX = 80;
/** Direction changes smaller than this (trackpad jitter) are ignored. */
const JITTER_PX = 8;

/**
 * The header logo hides or shows on scroll. Scrolling down past the first screen
 * rows hides it and gives its room to the search box; scrolling up (or reaching the top) brings it
 * back. Reads are batched per animation frame.
 */
export function useLogoVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= HIDE_AFTER_PX) setVisible(true);
      else if (y - last > JITTER_PX) setVisible(false);
      else if (last - y > JITTER_PX) setVisible(true);
      else return;
      last = y;
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);
  return visible;
}
