import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is rendered on the server and while the browser hydrates that markup (both
 * render the same), true once React runs the page. A server-rendered page is visible before its
 * script runs: a button that acts only through React is shown disabled until then, so a click is
 * never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
