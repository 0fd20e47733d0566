import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './NearViewport';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An observer the test moves: `scrollNear()` reports the watched element as near the screen. */
function installObserver() {
  const watched: Array<{ report: IntersectionObserverCallback; target: Element; margin?: string }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly report: IntersectionObserverCallback,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(target: Element) {
        watched.push({ report: this.report, target, margin: this.options?.rootMargin });
      }
      disconnect() {}
    },
  );
  return {
    watched,
    scrollNear: () =>
      act(() => {
        for (const { report, target } of watched)
          report([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('NearViewport', () => {
  it('keeps the content away until the visitor scrolls toward it', () => {
    const observer = installObserver();
    render(
      <NearViewport margin="400px">
        <p>Форма обратной связи</p>
      </NearViewport>,
    );
    expect(screen.queryByText('Форма обратной связи')).toBeNull();
    expect(observer.watched[0]?.margin).toBe('400px');

    observer.scrollNear();
    expect(screen.getByText('Форма обратной связи')).toBeTruthy();
  });

  it('shows the content at once where the browser cannot watch the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport>
        <p>Форма обратной связи</p>
      </NearViewport>,
    );
    expect(screen.getByText('Форма обратной связи')).toBeTruthy();
  });
});
