import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../shared/session';
import { jsonResponse, renderRoutes } from '../test/render';
import { routes } from './routes';

const TREE = [
  {
    id: 1,
    name: 'Тележка',
    slug: 'telezhka',
    parentId: null,
    is_name_filter: false,
    children: [
      {
        id: 2,
        name: 'Колёсные пары',
        slug: 'kolesnye-pary',
        parentId: 1,
        is_name_filter: false,
        children: [],
      },
    ],
  },
];

/** The API as the shell sees it: content that exists today, 404 for what later issues add. */
function api(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/categories') return Promise.resolve(jsonResponse(TREE));
  if (url.pathname === '/api/navigation')
    return Promise.resolve(
      jsonResponse({ items: [{ id: 1, text: 'Новости', link: '/news', type: 'page', isActive: true }] }),
    );
  if (url.pathname === '/api/service-categories')
    return Promise.resolve(
      jsonResponse([{ id: 1, name: 'Дефектоскопия', slug: 'defektoskopiya', image: null, parentId: null }]),
    );
  if (url.pathname === '/api/pages/contacts')
    return Promise.resolve(
      jsonResponse({
        title: 'Связаться с нами',
        description: '',
        contacts: [],
        phone: '+7 (495) 000-00-00',
        email: 'info@example.ru',
      }),
    );
  return Promise.resolve(jsonResponse({ message: 'Запрашиваемый ресурс не найден' }, 404));
}

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
  vi.stubGlobal('fetch', vi.fn(api));
  // ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route table', () => {
  it.each([
    ['/catalog', 'Каталог'],
    ['/help', 'Помощь'],
    ['/cart', 'Корзина'],
    ['/unauthorized', 'Доступ запрещён'],
  ])('%s renders under the title «%s»', async (path, title) => {
    renderRoutes(routes, { path });
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('an unknown path shows the 404 page with a link home', async () => {
    renderRoutes(routes, { path: '/nichego/net' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('the header and footer are built from the API', async () => {
    renderRoutes(routes, { path: '/help' });
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() =>
      expect(footer.querySelector('a[href="/catalog/telezhka"]')?.textContent).toBe('Тележка'),
    );
    expect(footer.querySelector('a[href="/services/defektoskopiya"]')?.textContent).toBe('Дефектоскопия');
    expect(footer.querySelector('a[href="mailto:info@example.ru"]')).toBeTruthy();
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(
      screen.getByRole('navigation', { name: 'Разделы сайта' }).querySelector('a[href="/news"]'),
    ).toBeTruthy();
  });

  it('a guest opening /profile goes to the login with the intended path', async () => {
    const { router } = renderRoutes(routes, { path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
  });

  it('a signed-in user opening /login goes to the redirect or the profile', async () => {
    startSession({
      accessToken: 'a.b.c',
      refreshToken: 'r',
      user: { id: 1, email: 'b@example.ru', role: 'buyer' },
    });
    const { router } = renderRoutes(routes, { path: '/login?redirect=%2Fcart' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('a cabinet section outside the role leads to /unauthorized', async () => {
    startSession({
      accessToken: 'a.b.c',
      refreshToken: 'r',
      user: { id: 1, email: 'b@example.ru', role: 'buyer' },
    });
    const { router } = renderRoutes(routes, { path: '/profile/user-management' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});

describe('the source of each screen', () => {
  it('names the module its load imports, as Vite’s manifest names it', async () => {
    const { default: text } = await import('./routes.tsx?raw');
    const screens = [...text.matchAll(/page\(\s*'([^']+)',\s*'[^']+',\s*\(\) => import\('([^']+)'\)/g)];
    expect(screens.length).toBeGreaterThanOrEqual(19);
    for (const [, source, imported] of screens) {
      const path = imported!.replace(/^\.\.\/pages\//, '');
      expect([path, `${path}.tsx`], imported).toContain(source);
    }
    // Every page() call was matched above: none escapes the check by its layout.
    expect(screens.length).toBe(text.match(/\.\.\.page\(/g)?.length);
  });

  it('a preloaded screen renders in the first pass, so hydration never waits on its chunk', async () => {
    const { preloadScreens } = await import('./routes');
    await preloadScreens('/password-recovery');
    renderRoutes(routes, { path: '/password-recovery' });
    // No await: the screen is there in the same render, not after a suspended tick.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('lists the screens a location renders', async () => {
    const { pageSources } = await import('./routes');
    expect(pageSources('/catalog/telezhka')).toEqual(['src/pages/catalog/index.ts']);
    expect(pageSources('/product/12')).toEqual(['src/pages/product/index.ts']);
    expect(pageSources('/')).toEqual(['src/pages/home/index.ts']);
    expect(pageSources('/no/such/page')).toEqual([]);
  });
});
