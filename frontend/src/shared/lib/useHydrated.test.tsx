import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Order() {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>Оформить заявку</button>;
}

describe('useHydrated', () => {
  it('is false in the server’s markup and while the browser hydrates it, true once React runs the page', async () => {
    const html = renderToString(<Order />);
    expect(html).toContain('disabled=""');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Order />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('button')!.disabled).toBe(false);
    act(() => root!.unmount());
    container.remove();
  });
});
