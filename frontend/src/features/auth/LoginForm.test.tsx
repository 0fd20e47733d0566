import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, clearSession, getSession, readItem, writeItem } from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderRoutes } from '../../test/render';
import { LoginForm } from './LoginForm';

const fetchMock = vi.fn<typeof fetch>();
const user = { id: 5, email: 'snab@zavod.ru', role: 'buyer', firstName: 'Пётр', lastName: 'Смирнов' };
const tokens = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1In0.c2ln', refreshToken: 'refresh-1' };

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/register', element: <h1>Регистрация</h1> },
      { path: '/profile', element: <h1>Кабинет</h1> },
      { path: '/cart', element: <h1>Корзина</h1> },
      { path: '/product/:id', element: <h1>Товар</h1> },
      { path: '/password-recovery', element: <h1>Восстановление доступа</h1> },
    ],
    { path },
  );
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
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

describe('LoginForm', () => {
  it('requires email and password; the email input is of type email', () => {
    renderLogin();
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Пароль/).getAttribute('type')).toBe('password');
    submit();
    expect(screen.getByText('Введите email')).toBeTruthy();
    expect(screen.getByText('Введите пароль')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    fill(/^Email/, 'snab@zavod');
    expect(screen.getByText('Введите корректный email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('success stores the session, greets the user and goes to the redirect parameter', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...tokens, user }));
    const { router } = renderLogin('/login?redirect=%2Fcart');
    fill(/^Email/, ' snab@zavod.ru ');
    fill(/^Пароль/, 'secret1');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'snab@zavod.ru', password: 'secret1' });
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(getSession()).toMatchObject({ ...tokens, user });
    expect(readItem(STORAGE_KEYS.accessToken)).toBe(tokens.accessToken);
    expect(readItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(toast.success).toHaveBeenCalledWith('Добро пожаловать, Пётр!');
  });

  it('without a redirect parameter: the stored post-login path (then forgotten), else /profile', async () => {
    writeItem(STORAGE_KEYS.postLoginRedirect, '/product/7');
    fetchMock.mockResolvedValue(jsonResponse({ ...tokens, user: { ...user, firstName: '' } }));
    const { router } = renderLogin();
    fill(/^Email/, 'snab@zavod.ru');
    fill(/^Пароль/, 'secret1');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/7'));
    expect(readItem(STORAGE_KEYS.postLoginRedirect)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Добро пожаловать, snab@zavod.ru!');
  });

  it('goes to /profile when nothing else is asked for, and never off-site', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...tokens, user }));
    const { router } = renderLogin('/login?redirect=https%3A%2F%2Fevil.example');
    fill(/^Email/, 'snab@zavod.ru');
    fill(/^Пароль/, 'secret1');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('a wrong password shows «Ошибка входа» and the server message in the form, no toast', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Неверный email или пароль', code: 'invalid_credentials' }, 401),
    );
    const { router } = renderLogin();
    fill(/^Email/, 'snab@zavod.ru');
    fill(/^Пароль/, 'wrong');
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ошибка входа')).toBeTruthy();
    expect(within(alert).getByText('Неверный email или пароль')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession().user).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Учётная запись заблокирована'],
    [429, 'Слишком много попыток входа. Попробуйте через 15 мин.'],
  ])('a %i tells its reason in the form', async (status, message) => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message }, status));
    renderLogin();
    fill(/^Email/, 'snab@zavod.ru');
    fill(/^Пароль/, 'secret1');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ошибка входа');
    expect(alert.textContent).toContain(message);
  });

  it('an answer without an access token is a failed login', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ refreshToken: 'r', user }));
    renderLogin();
    fill(/^Email/, 'snab@zavod.ru');
    fill(/^Пароль/, 'secret1');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ошибка входа');
    expect(alert.textContent).toContain('Ошибка при входе в систему');
    expect(getSession().user).toBeNull();
  });

  it('links to registration (keeping the redirect), to password recovery and to the sign-in by a mailed link', () => {
    renderLogin('/login?redirect=%2Fcart');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe(
      '/register?redirect=%2Fcart',
    );
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe(
      '/password-recovery',
    );
    expect(screen.getByRole('link', { name: 'Войти по ссылке из письма' }).getAttribute('href')).toBe(
      '/login-link',
    );
  });
});
