// The page holds the Slider, which needs the jsdom stubs of the shared test setup.
import '../../test/setup';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, Toaster } from '../../shared/toast';
import { renderWithProviders } from '../../test/render';
import UiKitPageDefault, { UiKitPage } from './UiKitPage';

afterEach(() => {
  cleanup();
  act(() => toast.clear());
});

async function renderPage() {
  const result = renderWithProviders(
    <>
      <UiKitPage />
      <Toaster />
    </>,
    { path: '/ui' },
  );
  await act(async () => {});
  return result;
}

describe('UiKitPage', () => {
  it('is the default export too, for the lazy route', () => {
    expect(UiKitPageDefault).toBe(UiKitPage);
  });

  it('shows every component section with a table of contents', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'UI-кит' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'Разделы UI-кита' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(sections);
    expect(sections).toContain('Пагинация');
    expect(screen.getByRole('region', { name: 'Наши преимущества' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Информация о товаре' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Изучите другие страницы' })).toBeTruthy();
    expect(screen.getByText(/Показано 51-60 из 95 записей/)).toBeTruthy();
  });

  it('pages through the pagination demo', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Страница 8' }));
    expect(screen.getByText('Показано 71-80 из 95 записей')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Страница 8' }).getAttribute('aria-current')).toBe('page');
  });

  it('raises a toast of each type', async () => {
    await renderPage();
    const toasts = screen.getByRole('region', { name: 'Уведомления' });
    const section = screen.getByRole('region', { name: 'Всплывающие уведомления' });
    fireEvent.click(within(section).getByRole('button', { name: 'Успех' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Ошибка' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Предупреждение' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Информация' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Три одинаковых ошибки' }));
    expect(within(toasts).getByText('Ваша заявка успешно отправлена')).toBeTruthy();
    expect(within(toasts).getByText('Не удалось загрузить товары')).toBeTruthy();
    expect(within(toasts).getByText('Категория не найдена')).toBeTruthy();
    expect(within(toasts).getAllByText('Произошла ошибка сервера. Попробуйте позже')).toHaveLength(1);
  });

  it('opens the modal and the side panel', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть модальное окно' }));
    expect(screen.getByRole('dialog', { name: 'Оформление заявки' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    fireEvent.click(screen.getByRole('button', { name: 'Открыть боковую панель' }));
    const panel = screen.getByRole('dialog', { name: 'Вход' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Войти' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
