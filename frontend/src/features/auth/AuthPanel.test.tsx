import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../shared/session';
import { renderRoutes } from '../../test/render';
import { AuthPanel } from './AuthPanel';
import type { AuthMode } from './model';

/** Radix listens for outside pointer events one task after opening. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function clickLikeAMouse(target: Element) {
  fireEvent.pointerDown(target, { button: 0, pointerType: 'mouse' });
  fireEvent.mouseDown(target, { button: 0 });
  fireEvent.pointerUp(target, { button: 0, pointerType: 'mouse' });
  fireEvent.mouseUp(target, { button: 0 });
  fireEvent.click(target, { button: 0 });
}

function Host() {
  const [mode, setMode] = useState<AuthMode | null>(null);
  return (
    <>
      <button type="button" onClick={() => setMode('login')}>
        Открыть вход
      </button>
      <AuthPanel mode={mode} onModeChange={setMode} />
    </>
  );
}

function open() {
  const result = renderRoutes(
    [
      { path: '/', element: <Host /> },
      { path: '/password-recovery', element: <Host /> },
    ],
    { path: '/' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Открыть вход' }));
  return result;
}

beforeEach(() => {
  clearSession();
  vi.stubGlobal('fetch', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthPanel (login and registration side panels)', () => {
  it('opens as a dialog titled Вход with the login form', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(dialog.querySelector('input[type="email"]')).toBeTruthy();
  });

  it('closes with Escape', () => {
    open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the close button', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with a click on the backdrop', async () => {
    open();
    await nextTask();
    clickLikeAMouse(screen.getByTestId('side-panel-overlay'));
    await nextTask();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches to registration and back inside the panel', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Покупатель' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeTruthy();
  });

  it('following «Забыли пароль?» closes the panel', async () => {
    const { router } = open();
    fireEvent.click(screen.getByRole('link', { name: 'Забыли пароль?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-recovery'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
