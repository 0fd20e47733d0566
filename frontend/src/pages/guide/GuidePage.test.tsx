import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { GuidePage } from './GuidePage';

const GUIDE = {
  title: 'Руководство пользователя',
  description: 'Как найти запчасть и отправить заявку.',
  sections: [
    {
      title: 'Как найти запчасть',
      content: '<p>Откройте <a href="/catalog">каталог</a>.</p><img src="x" onerror="alert(1)">',
    },
    {
      title: 'Как отправить заявку',
      content: '<ol><li>Войдите</li></ol><script>window.hacked = true</script>',
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GuidePage', () => {
  it('shows a skeleton with a loading status while the guide loads', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<GuidePage />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка руководства...');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/pages/guide');
  });

  it('renders title, description, a table of contents and sanitised sections', async () => {
    fetchMock.mockResolvedValue(jsonResponse(GUIDE));
    renderWithProviders(<GuidePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Руководство пользователя' })).toBeTruthy();
    expect(screen.getByText('Как найти запчасть и отправить заявку.')).toBeTruthy();

    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#guide-section-1', '#guide-section-2']);
    expect(links[0]?.textContent).toContain('Как найти запчасть');

    const first = document.getElementById('guide-section-1')!;
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toContain('Как найти запчасть');
    expect(within(first).getByRole('link', { name: 'каталог' }).getAttribute('href')).toBe('/catalog');
    expect(first.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Войдите')).toBeTruthy();
  });

  it('navigates inside the app from an internal link in a section', async () => {
    fetchMock.mockResolvedValue(jsonResponse(GUIDE));
    const { router } = renderWithProviders(<GuidePage />, { path: '/guide' });
    fireEvent.click(await screen.findByRole('link', { name: 'каталог' }));
    expect(router.state.location.pathname).toBe('/catalog');
  });

  it('shows the error with a retry that loads the guide again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'Сбой' }, 500))
      .mockResolvedValueOnce(jsonResponse(GUIDE));
    renderWithProviders(<GuidePage />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить руководство');
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));

    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Содержание' })).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when the guide has no sections', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...GUIDE, sections: [] }));
    renderWithProviders(<GuidePage />);
    expect(await screen.findByText('Разделы руководства пока не добавлены')).toBeTruthy();
  });
});
