import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { SidePanel } from './SidePanel';

afterEach(cleanup);

/** Radix starts listening for outside pointer events one task after opening (so the opening click does not close it). */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A mouse click as the browser delivers it: Radix decides on pointerdown and acts on the click. */
function clickLikeAMouse(target: Element) {
  fireEvent.pointerDown(target, { button: 0, pointerType: 'mouse' });
  fireEvent.mouseDown(target, { button: 0 });
  fireEvent.pointerUp(target, { button: 0, pointerType: 'mouse' });
  fireEvent.mouseUp(target, { button: 0 });
  fireEvent.click(target, { button: 0 });
}

function renderPanel(onOpenChange = vi.fn()) {
  render(
    <SidePanel title="Вход" trigger={<Button>Войти</Button>} onOpenChange={onOpenChange}>
      <p>Форма входа</p>
    </SidePanel>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  return onOpenChange;
}

describe('SidePanel', () => {
  it('opens from its trigger as a dialog titled by its title', () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(dialog.textContent).toContain('Форма входа');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('closes with the close button', () => {
    const onOpenChange = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes with Escape', () => {
    renderPanel();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with a click on the backdrop', async () => {
    renderPanel();
    await nextTask();
    clickLikeAMouse(screen.getByTestId('side-panel-overlay'));
    await nextTask();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open for a click inside it or on a toast', async () => {
    renderPanel();
    await nextTask();
    clickLikeAMouse(screen.getByText('Форма входа'));
    await nextTask();
    expect(screen.getByRole('dialog')).toBeTruthy();

    const toastViewport = document.createElement('section');
    toastViewport.setAttribute('data-toast-viewport', '');
    const toastButton = document.createElement('button');
    toastViewport.append(toastButton);
    document.body.append(toastViewport);
    clickLikeAMouse(toastButton);
    await nextTask();
    expect(screen.getByRole('dialog')).toBeTruthy();
    toastViewport.remove();
  });

  it('moves focus into the panel and returns it to the trigger when closed', async () => {
    renderPanel();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Войти' })));
  });

  it('links its description', () => {
    render(<SidePanel defaultOpen title="Регистрация" description="Для покупателей и поставщиков" />);
    expect(screen.getByRole('dialog', { name: 'Регистрация' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Для покупателей и поставщиков').id,
    );
  });
});
