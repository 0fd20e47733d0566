import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it as the window changes. Read synchronously on the
 * first render, so the right layout is painted first (no swap after mount). Without matchMedia
 * (tests, very old browsers) it is false.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query).matches
      : false;
  return useSyncExternalStore(subscribe, read, () => false);
}
