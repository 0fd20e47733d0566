import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, clearSession, getSession, startSession, type User } from '../shared/session';
import { toast } from '../shared/toast';
import { jsonResponse, renderRoutes } from '../test/render';
import { routes } from './routes';

/*
 * The cabinet shell through the real route table: section state and URL, the profile menu,
 * logout, the /company and /password-recovery routes, the header's login panel.
 */

const supplier: User = {
  id: 3,
  email: 'snab@zavod.ru',
  role: 'supplier',
  firstName: 'Пётр',
  lastName: 'Смирнов',
  companyId: null,
};
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.c2ln';

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === path);

function api(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  switch (url.pathname) {
    case '/api/auth/logout':
      return Promise.resolve(new Response(null, { status: 204 }));
    case '/api/users/profile':
      return Promise.resolve(
        jsonResponse({
          firstName: 'Пётр',
          lastName: 'Смирнов',
          middleName: '',
          phone: '+79991234567',
          avatar: null,
          email: 'snab@zavod.ru',
        }),
      );
    case '/api/pages/contacts':
      return Promise.resolve(
        jsonResponse({
          title: 'Связаться с нами',
          description: '',
          contacts: [],
          phone: '+7 (495) 123-45-67',
          email: 'help@example.ru',
        }),
      );
    case '/api/categories':
    case '/api/service-categories':
      return Promise.resolve(jsonResponse([]));
    case '/api/navigation':
      return Promise.resolve(jsonResponse({ items: [] }));
    default:
      return Promise.resolve(jsonResponse({ message: 'Запрашиваемый ресурс не найден' }, 404));
  }
}

function signIn(user: User = supplier) {
  startSession({ accessToken: jwt, refreshToken: 'refresh-1', user });
}

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
  fetchMock.mockReset();
  fetchMock.mockImplementation(api);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(toast, 'success');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cabinet section in the URL and in storage', () => {
  it('/profile opens the role default (supplier: Мои товары) as /profile/products and stores it', async () => {
    signIn();
    const { router } = renderRoutes(routes, { path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/products'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои товары' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Заявки покупателей' })).toBeTruthy();
    // Stored by the screen's effect, which may run after the heading is on screen.
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.profileSection)).toBe('products'));
  });

  it('/profile opens the stored section when the role may open it', async () => {
    signIn();
    window.localStorage.setItem(STORAGE_KEYS.profileSection, 'warehouses');
    const { router } = renderRoutes(routes, { path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/warehouses'));
  });

  it('a stored section of another role is ignored: the default of this role', async () => {
    signIn({ ...supplier, role: 'buyer' });
    window.localStorage.setItem(STORAGE_KEYS.profileSection, 'products');
    const { router } = renderRoutes(routes, { path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/orders'));
  });

  it('choosing a section in the profile menu moves the URL and the stored section', async () => {
    signIn();
    const { router } = renderRoutes(routes, { path: '/profile/products' });
    const menu = await screen.findByRole('navigation', { name: 'Меню личного кабинета' });
    expect(within(menu).getByRole('link', { name: 'Мои товары' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(menu).getByRole('link', { name: 'Мои данные' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/profile'));
    expect(window.localStorage.getItem(STORAGE_KEYS.profileSection)).toBe('profile');
    expect(await screen.findByText('+7 (999) 123-45-67')).toBeTruthy();
  });

  it('a section outside the role leads to /unauthorized', async () => {
    signIn({ ...supplier, role: 'buyer' });
    const { router } = renderRoutes(routes, { path: '/profile/user-management' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('/company needs a login and shows the company section', async () => {
    const { router } = renderRoutes(routes, { path: '/company' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcompany');
    cleanup();
    signIn();
    renderRoutes(routes, { path: '/company' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Данные компании' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Регистрация компании' })).toBeTruthy();
  });
});

describe('logout', () => {
  it('goes to /login (no redirect back), says so, clears the session and revokes the refresh token', async () => {
    signIn();
    const { router } = renderRoutes(routes, { path: '/profile/products' });
    const menu = await screen.findByRole('navigation', { name: 'Меню личного кабинета' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Выход' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeTruthy();
    expect(getSession()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(toast.success).toHaveBeenCalledWith('Вы успешно вышли из системы');
    await waitFor(() => expect(calls('/api/auth/logout')).toHaveLength(1));
    const [, init] = calls('/api/auth/logout')[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-1' });
    // Stays on /login: the page is not sent back to the cabinet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a failing logout call changes nothing for the user', async () => {
    fetchMock.mockImplementation((input) =>
      String(input).includes('/api/auth/logout')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : api(input),
    );
    signIn();
    const { router } = renderRoutes(routes, { path: '/profile/products' });
    const menu = await screen.findByRole('navigation', { name: 'Меню личного кабинета' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Выход' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession().user).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Вы успешно вышли из системы');
  });
});

describe('header and recovery', () => {
  it('«Войти» in the header opens the login side panel', async () => {
    renderRoutes(routes, { path: '/help' });
    await screen.findByRole('heading', { level: 1, name: 'Помощь' });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Войти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    expect(within(dialog).getByRole('link', { name: 'Забыли пароль?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Зарегистрироваться' })).toBeTruthy();
  });

  it('signed in: the header button shows the first name', async () => {
    signIn();
    renderRoutes(routes, { path: '/help' });
    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: /Пётр/ }),
    ).toBeTruthy();
  });

  it('/password-recovery explains the way back with the support contacts', async () => {
    renderRoutes(routes, { path: '/password-recovery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Восстановление доступа' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Восстановление доступа'));
    const main = screen.getByRole('main');
    expect((await within(main).findByRole('link', { name: 'help@example.ru' })).getAttribute('href')).toBe(
      'mailto:help@example.ru',
    );
    expect(within(main).getByRole('link', { name: '+7 (495) 123-45-67' }).getAttribute('href')).toBe(
      'tel:+74951234567',
    );
  });
});
