import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, clearSession, startSession } from '../../shared/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { NewsDesk } from './NewsDesk';
import { HomeEditor } from './PageEditors';
import { fromLocalInput, newsBadge, toLocalInput, type AdminNews } from './model';

const item = (over: Partial<AdminNews>): AdminNews => ({
  id: 1,
  title: 'Открыт склад в Ростове',
  content: '<p>Текст</p>',
  image: null,
  status: 'published',
  scheduled: false,
  publishedAt: '2026-11-01T09:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
let deskAnswer: () => Response;

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
  startSession({
    accessToken: 'a.b.c',
    refreshToken: 'r',
    user: { id: 1, email: 'admin@example.ru', role: 'admin' },
  });
  deskAnswer = () =>
    jsonResponse({
      news: [
        item({}),
        item({ id: 2, title: 'Черновик о литье', status: 'draft', publishedAt: null }),
        item({ id: 3, title: 'Плановая', scheduled: true }),
      ],
      total: 3,
      totalPages: 1,
    });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/admin/news') return deskAnswer();
    if (url.pathname === '/api/pages/home')
      return jsonResponse({
        banner: { title: 'Запчасти', description: 'Для вагонов' },
        advantages: [1, 2, 3].map((n) => ({ title: `П${n}`, description: '' })),
      });
    if (url.pathname === '/api/admin/pages/home/history') return jsonResponse({ versions: [] });
    if (url.pathname === '/api/admin/pages/home' && init?.method === 'PUT')
      return jsonResponse(JSON.parse(String(init.body)));
    return jsonResponse({ message: 'Не найдено' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('site management model', () => {
  it('names the state of an item', () => {
    expect(newsBadge({ status: 'draft', scheduled: false })).toBe('draft');
    expect(newsBadge({ status: 'published', scheduled: true })).toBe('scheduled');
    expect(newsBadge({ status: 'published', scheduled: false })).toBe('published');
  });

  it('reads and writes the local date-time input', () => {
    const iso = fromLocalInput('2026-12-01T10:30')!;
    expect(toLocalInput(iso)).toBe('2026-12-01T10:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('news desk', () => {
  it('lists every item with its badge', async () => {
    renderWithProviders(<NewsDesk />, { path: '/profile/site-management' });
    expect(screen.getByRole('status')).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Опубликована')).toBeTruthy();
    expect(within(rows[2]!).getByText('Черновик')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: /Опубликовать/ })).toBeTruthy();
    expect(within(rows[3]!).getByText('Запланирована')).toBeTruthy();
  });

  it('shows the empty state with a next step, and the error state with a retry', async () => {
    deskAnswer = () => jsonResponse({ news: [], total: 0, totalPages: 1 });
    renderWithProviders(<NewsDesk />, { path: '/profile/site-management' });
    expect(await screen.findByText('Новостей пока нет')).toBeTruthy();
    cleanup();
    deskAnswer = () => jsonResponse({ message: 'Сбой' }, 400);
    renderWithProviders(<NewsDesk />, { path: '/profile/site-management' });
    expect(await screen.findByText('Не удалось загрузить новости')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});

describe('home page editor', () => {
  it('requires the banner title, saves the page and drops the browser copy', async () => {
    window.localStorage.setItem(STORAGE_KEYS.home, JSON.stringify({ at: Date.now(), data: {} }));
    renderWithProviders(<HomeEditor />, { path: '/profile/site-management' });
    const title = await screen.findByLabelText(/^Заголовок баннера/);
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заполните поле')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Запчасти без простоя' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body)).banner.title).toBe('Запчасти без простоя');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.home)).toBeNull());
  });
});
