import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../test/render';
import { routes } from './routes';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      jsonResponse([
        {
          id: 1,
          name: 'Тележка',
          slug: 'telezhka',
          image: null,
          icon: null,
          parentId: null,
          position: 0,
          is_name_filter: false,
          children: [
            {
              id: 2,
              name: 'Колёсные пары',
              slug: 'kolesnye-pary',
              image: null,
              icon: null,
              parentId: 1,
              position: 0,
              is_name_filter: false,
              children: [],
            },
          ],
        },
      ]),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  // ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('shows the category tree on "/" under the default title', async () => {
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByRole('navigation', { name: 'Категории товаров' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Категории товаров' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ВАГОНЗАПЧАСТЬ'));
  });

  it('titles /catalog "Каталог"', async () => {
    renderRoutes(routes, { path: '/catalog' });
    expect(await screen.findByRole('navigation', { name: 'Категории товаров' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Каталог'));
  });

  it('heads /catalog/{slug} with the category name', async () => {
    renderRoutes(routes, { path: '/catalog/kolesnye-pary' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Колёсные пары' })).toBeTruthy();
  });

  it('shows "Страница не найдена" with a link home for any other path', async () => {
    renderRoutes(routes, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Страница не найдена'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
