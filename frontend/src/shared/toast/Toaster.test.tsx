import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../ui/Modal';
import { toast, Toaster } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The toast element holding `text`. */
const toastWith = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-state]')!;

describe('Toaster', () => {
  it('renders toasts in labelled live regions: errors as alerts, the rest as status', () => {
    render(<Toaster />);
    const viewport = screen.getByRole('region', { name: 'Уведомления' });
    expect(within(viewport).getByRole('alert').childElementCount).toBe(0);

    act(() => {
      toast.error('Не удалось загрузить товары');
      toast.success('Пароль успешно изменен');
    });

    const alert = within(viewport).getByRole('alert');
    expect(within(alert).getByText('Ошибка')).toBeTruthy();
    expect(within(alert).getByText('Не удалось загрузить товары')).toBeTruthy();
    const status = within(viewport).getByRole('status');
    expect(within(status).getByText('Успех')).toBeTruthy();
    expect(within(status).getByText('Пароль успешно изменен')).toBeTruthy();
  });

  it('shows the default titles Успех, Ошибка, Предупреждение and none for info', () => {
    render(<Toaster />);
    act(() => {
      toast.success('A');
      toast.error('B');
      toast.warning('C');
      toast.info('D');
    });
    expect(within(toastWith('A')).getByText('Успех')).toBeTruthy();
    expect(within(toastWith('B')).getByText('Ошибка')).toBeTruthy();
    expect(within(toastWith('C')).getByText('Предупреждение')).toBeTruthy();
    expect(toastWith('D').textContent).toBe('D');
  });

  it('closes at 5000 ms, not before, fading for 300 ms', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Сообщение');
    });
    advance(4999);
    expect(toastWith('Сообщение').dataset.state).toBe('open');
    advance(1);
    expect(toastWith('Сообщение').dataset.state).toBe('closing');
    advance(299);
    expect(screen.getByText('Сообщение')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Сообщение')).toBeNull();
  });

  it('pauses while hovered and resumes with the remaining time on leave', () => {
    render(<Toaster />);
    act(() => {
      toast.warning('Категория не найдена');
    });
    advance(2000);
    fireEvent.mouseEnter(toastWith('Категория не найдена'));
    advance(10_000);
    expect(toastWith('Категория не найдена').dataset.state).toBe('open');

    fireEvent.mouseLeave(toastWith('Категория не найдена'));
    advance(2999);
    expect(toastWith('Категория не найдена').dataset.state).toBe('open');
    advance(1);
    expect(toastWith('Категория не найдена').dataset.state).toBe('closing');
    advance(300);
    expect(screen.queryByText('Категория не найдена')).toBeNull();
  });

  it('pauses while keyboard focus is inside the toast', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Фокус');
    });
    const close = within(toastWith('Фокус')).getByRole('button', { name: 'Закрыть уведомление' });
    act(() => close.focus());
    advance(8000);
    expect(toastWith('Фокус').dataset.state).toBe('open');
    act(() => close.blur());
    advance(5000);
    expect(toastWith('Фокус').dataset.state).toBe('closing');
  });

  it('closes with the close button, fading first', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Ошибка сервера');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(toastWith('Ошибка сервера').dataset.state).toBe('closing');
    advance(300);
    expect(screen.queryByText('Ошибка сервера')).toBeNull();
  });

  it('closes with Escape while focused', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Escape');
    });
    fireEvent.keyDown(toastWith('Escape'), { key: 'Escape' });
    expect(toastWith('Escape').dataset.state).toBe('closing');
  });

  it('does not stack identical toasts raised together', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Не удалось связаться с сервером. Проверьте подключение к интернету');
      toast.error('Не удалось связаться с сервером. Проверьте подключение к интернету');
      toast.error('Не удалось связаться с сервером. Проверьте подключение к интернету');
    });
    expect(
      screen.getAllByText('Не удалось связаться с сервером. Проверьте подключение к интернету'),
    ).toHaveLength(1);
  });

  it('draws the stack once when two Toasters are mounted', () => {
    render(
      <>
        <Toaster />
        <Toaster />
      </>,
    );
    act(() => {
      toast.info('Один раз');
    });
    expect(screen.getAllByRole('region', { name: 'Уведомления' })).toHaveLength(1);
    expect(screen.getAllByText('Один раз')).toHaveLength(1);
  });

  it('stays audible and clickable over an open dialog', async () => {
    const Page = ({ dialog }: { dialog: boolean }) => (
      <>
        <Toaster />
        {dialog && (
          <Modal defaultOpen title="Оформление заявки">
            <p>Форма</p>
          </Modal>
        )}
      </>
    );
    // The shell's Toaster is there long before a dialog opens.
    const { rerender } = render(<Page dialog={false} />);
    rerender(<Page dialog />);
    act(() => {
      toast.error('Не удалось отправить заявку. Пожалуйста, попробуйте позже.');
    });
    const viewport = screen
      .getByText('Не удалось отправить заявку. Пожалуйста, попробуйте позже.')
      .closest('section')!;
    // Radix hides everything outside the dialog (aria-hidden) except live regions.
    expect(viewport.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Не удалось отправить заявку');

    fireEvent.click(within(viewport).getByRole('button', { name: 'Закрыть уведомление' }));
    advance(300);
    expect(screen.queryByText('Не удалось отправить заявку. Пожалуйста, попробуйте позже.')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Оформление заявки' })).toBeTruthy();
  });
});
