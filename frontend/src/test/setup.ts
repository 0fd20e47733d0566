/*
 * Browser APIs that jsdom lacks and our components need: Embla (the Slider) measures with
 * ResizeObserver, watches slides with IntersectionObserver and reads breakpoints with matchMedia.
 * Each stub is installed only where the environment has none, and does nothing: jsdom has no
 * layout, so there is nothing to observe and no media query matches.
 */

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    });
  }

  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  if (typeof window.IntersectionObserver !== 'function') {
    window.IntersectionObserver = class IntersectionObserver {
      readonly root = null;
      readonly rootMargin = '0px';
      readonly thresholds: readonly number[] = [0];
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords(): IntersectionObserverEntry[] {
        return [];
      }
    };
  }
}

export {};

/*
 * `waitFor` and `findBy…` wait for a condition, not for a time: their bound (1 s by default) only
 * says when to give up. The first test that opens a lazily loaded route also compiles its whole
 * chunk, which takes more than a second on a loaded 2-core machine; a generous bound keeps such a
 * test independent of the machine's speed without slowing a passing one.
 */
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 10_000 });
