import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, startSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderRoutes } from '../../test/render';
import { LoginLinkRoute } from './AuthRoutes';

/** '/login-link' as the app mounts it (GuestOnly, the request form or the link's button). */

const fetchMock = vi.fn<typeof fetch>();
const user = {
  id: 5,
  email: 'snab@zavod.ru',
  role: 'buyer' as const,
  firstName: 'Пётр',
  lastName: 'Смирнов',
};
const tokens = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1In0.c2ln', refreshToken: 'refresh-1' };
const TOKEN = `5.${'A'.repeat(43)}`;

function renderLink(path: string) {
  return renderRoutes(
    [
      { path: '/login-link', element: <LoginLinkRoute /> },
      { path: '/login', element: <h1>Вход</h1> },
      { path: '/profile', element: <h1>Кабинет</h1> },
    ],
    { path },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/login-link: sign-in by a mailed link', () => {
  it('asks for the e-mail, checks it, and shows the same answer whatever the address', async () => {
    renderLink('/login-link');
    expect(screen.getByRole('heading', { name: 'Вход по ссылке из письма' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Вход по ссылке из письма' });
    fireEvent.click(within(form).getByRole('button', { name: 'Прислать ссылку' }));
    expect(within(form).getByText('Введите email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const sent =
      'Если такой адрес зарегистрирован, мы отправили на него ссылку для входа. Ссылка действует 15 минут.';
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: sent }));
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: ' snab@zavod.ru ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Прислать ссылку' }));
    expect((await screen.findByRole('status')).textContent).toBe(sent);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/login-link');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'snab@zavod.ru' });
  });

  it('tells a refusal (too many requests) in the form', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Слишком много запросов ссылки для входа. Попробуйте через 60 мин.' }, 429),
    );
    renderLink('/login-link');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'snab@zavod.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Прислать ссылку' }));
    expect(
      await screen.findByText('Слишком много запросов ссылки для входа. Попробуйте через 60 мин.'),
    ).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('opened from the letter, spends the link only on «Войти», then signs in and goes to the profile', async () => {
    const { router } = renderLink(`/login-link?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Вход по ссылке' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...tokens, user }));
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/login-link/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(getSession()).toMatchObject({ ...tokens, user });
    expect(toast.success).toHaveBeenCalledWith('Добро пожаловать, Пётр!');
  });

  it('a signed-in user is sent on, the link left unspent', async () => {
    startSession({ ...tokens, user });
    const { router } = renderLink(`/login-link?token=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a spent or expired link shows why and offers a new one', async () => {
    const invalid =
      'Ссылка для входа недействительна: она уже использована, устарела или скопирована не полностью. Запросите новую.';
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: invalid, fields: { token: invalid } }, 400));
    renderLink(`/login-link?token=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ошибка входа');
    expect(alert.textContent).toContain(invalid);
    expect(within(alert).getByRole('link', { name: 'Запросить новую ссылку' }).getAttribute('href')).toBe(
      '/login-link',
    );
    expect(getSession().user).toBeNull();
  });
});
