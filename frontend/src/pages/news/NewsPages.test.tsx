import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../shared/lib/format';
import { jsonResponse, renderRoutes } from '../../test/render';
import { NewsDetailPage } from './NewsDetailPage';
import { NewsListPage } from './NewsListPage';

const fetchMock = vi.fn<typeof fetch>();

function newsItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `Новость ${id}`,
    description: `<p>Текст новости ${id}</p>`,
    imageUrl: `/uploads/news/${id}.jpg`,
    createdAt: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

function requested(): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test'));
}

function renderNews(path: string) {
  return renderRoutes(
    [
      { path: '/news', element: <NewsListPage /> },
      { path: '/news/:id', element: <NewsDetailPage /> },
    ],
    { path },
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewsListPage', () => {
  it('asks for page 1, 9 per page, and shows the loading state', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderNews('/news');
    expect(screen.getByRole('status').textContent).toBe('Загрузка новостей...');
    const [url] = requested();
    expect(url?.pathname).toBe('/api/news');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('9');
  });

  it('renders cards: image or placeholder, date, title, 150-character excerpt, "Читать далее"', async () => {
    const long = 'Колёсные пары '.repeat(20);
    fetchMock.mockResolvedValue(
      jsonResponse({
        news: [
          newsItem(1, { description: `<p>${long}</p>` }),
          newsItem(2, {
            imageUrl: null,
            image: null,
            description: undefined,
            content: '<b>Короткий</b> текст',
            createdAt: undefined,
            date: '2024-01-15',
          }),
        ],
        total: 2,
        totalPages: 1,
      }),
    );
    renderNews('/news');

    const first = (await screen.findByRole('heading', { name: 'Новость 1' })).closest('article')!;
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/uploads/news/1.jpg');
    expect(within(first).getByText(formatDate('2024-03-05T10:00:00.000Z'))).toBeTruthy();
    const excerpt = within(first).getByText(/^Колёсные пары/).textContent!;
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(within(first).getByRole('link', { name: 'Читать далее' }).getAttribute('href')).toBe('/news/1');

    const second = screen.getByRole('heading', { name: 'Новость 2' }).closest('article')!;
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByTestId('news-image-placeholder')).toBeTruthy();
    expect(within(second).getByText('Короткий текст')).toBeTruthy();
    expect(within(second).getByText(formatDate('2024-01-15'))).toBeTruthy();
  });

  it('has no pagination on a single page', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ news: [newsItem(1)], total: 1, totalPages: 1 }));
    renderNews('/news');
    await screen.findByText('Новость 1');
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
    expect(screen.queryByText(/Показано/)).toBeNull();
  });

  it('paginates with ?page= when there is more than one page', async () => {
    fetchMock.mockImplementation(async (input) => {
      const page = Number(new URL(String(input), 'http://shop.test').searchParams.get('page'));
      return jsonResponse({ news: [newsItem(page * 10)], total: 12, totalPages: 2 });
    });
    const { router } = renderNews('/news');
    await screen.findByText('Новость 10');
    expect(screen.getByText('Показано 1-9 из 12 записей')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await screen.findByText('Новость 20');
    expect(router.state.location.search).toBe('?page=2');
    expect(requested().at(-1)?.searchParams.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Страница 1' }));
    await screen.findByText('Новость 10');
    expect(router.state.location.search).toBe('');
  });

  it('reads the page from the address', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ news: [newsItem(3)], total: 30, totalPages: 4 }));
    renderNews('/news?page=3');
    await screen.findByText('Новость 3');
    expect(requested()[0]?.searchParams.get('page')).toBe('3');
    expect(screen.getByRole('button', { name: 'Страница 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows "Новости не найдены" for an empty list', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ news: [], total: 0, totalPages: 0 }));
    renderNews('/news');
    expect(await screen.findByText('Новости не найдены')).toBeTruthy();
  });

  it('shows the error text when the list fails, with a retry', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Not found' }, 404));
    renderNews('/news');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить новости. Пожалуйста, попробуйте позже.');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});

describe('NewsDetailPage', () => {
  it('renders title, date, image, sanitised HTML and the way back', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        newsItem(7, {
          description:
            '<p>Открыт <a href="/catalog">каталог</a></p><script>bad()</script><img src="x" onerror="bad()">',
        }),
      ),
    );
    renderNews('/news/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Новость 7' })).toBeTruthy();
    expect(requested()[0]?.pathname).toBe('/api/news/7');
    expect(screen.getByText(formatDate('2024-03-05T10:00:00.000Z'))).toBeTruthy();
    expect(document.querySelector('img[src="/uploads/news/7.jpg"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'каталог' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Все новости' }).getAttribute('href')).toBe('/news');
  });

  it('says "Новость не найдена" on 404', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Новость не найдена' }, 404));
    renderNews('/news/404');
    expect(await screen.findByText('Новость не найдена')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все новости' })).toBeTruthy();
  });

  it('says "Новость не найдена" for an empty answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(null));
    renderNews('/news/1');
    expect(await screen.findByText('Новость не найдена')).toBeTruthy();
  });

  it('says "Ошибка при загрузке новости" on other failures', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Сбой' }, 500));
    renderNews('/news/1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ошибка при загрузке новости');
  });
});
