import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderRoutes } from '../../test/render';
import { RegisterForm } from './RegisterForm';

const fetchMock = vi.fn<typeof fetch>();
const tokens = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5In0.c2ln', refreshToken: 'refresh-9' };

function renderRegister(path = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterForm /> },
      { path: '/login', element: <h1>Вход</h1> },
      { path: '/profile', element: <h1>Кабинет</h1> },
    ],
    { path },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

function fillValid({ inn = '7707083893' } = {}) {
  fill(/^Email/, 'snab@zavod.ru');
  fill(/^ИНН/, inn);
  fill(/^Пароль/, 'secret1');
  fill(/^Подтверждение пароля/, 'secret1');
  fireEvent.click(screen.getByRole('checkbox'));
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

describe('RegisterForm', () => {
  it('user type is Покупатель by default, Поставщик the other choice', () => {
    renderRegister();
    const buyer = screen.getByRole('radio', { name: 'Покупатель' }) as HTMLInputElement;
    const supplier = screen.getByRole('radio', { name: 'Поставщик' }) as HTMLInputElement;
    expect(buyer.checked).toBe(true);
    expect(supplier.checked).toBe(false);
    expect(screen.getByText('Не менее 6 символов')).toBeTruthy();
    expect(field(/^Email/).getAttribute('type')).toBe('email');
  });

  it('shows every validation message and sends nothing', () => {
    renderRegister();
    submit();
    for (const message of [
      'Введите корректный email',
      'Введите номер ИНН',
      'Пароль должен быть не менее 6 символов',
      'Необходимо принять политику конфиденциальности',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field(/^Email/));
    fill(/^ИНН/, '12345');
    expect(screen.getByText('Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)')).toBeTruthy();
    fill(/^Пароль/, 'secret1');
    fill(/^Подтверждение пароля/, 'secret2');
    expect(screen.getByText('Пароли не совпадают')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a buyer is sent as Пользователь / «ИНН …» / empty middle name; success toasts and goes to /profile', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { ...tokens, user: { id: 9, email: 'snab@zavod.ru', role: 'buyer', firstName: 'Пользователь' } },
        201,
      ),
    );
    const { router } = renderRegister();
    fillValid();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/register');
    expect(sentBody()).toEqual({
      email: 'snab@zavod.ru',
      inn: '7707083893',
      password: 'secret1',
      passwordConfirm: 'secret1',
      role: 'buyer',
      firstName: 'Пользователь',
      lastName: 'ИНН 7707083893',
      middleName: '',
    });
    expect(toast.success).toHaveBeenCalledWith('Регистрация успешно завершена!');
    expect(getSession()).toMatchObject({ ...tokens, user: { id: 9, role: 'buyer' } });
  });

  it('a supplier is sent with firstName Поставщик, and goes to the redirect parameter', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ ...tokens, user: { id: 9, email: 'snab@zavod.ru', role: 'supplier' } }, 201),
    );
    const { router } = renderRegister('/register?redirect=%2Flogin');
    fireEvent.click(screen.getByRole('radio', { name: 'Поставщик' }));
    fillValid({ inn: '500100732259' });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sentBody()).toMatchObject({
      role: 'supplier',
      firstName: 'Поставщик',
      lastName: 'ИНН 500100732259',
      middleName: '',
    });
  });

  it('server field errors go under their fields; the failure is toasted with the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          message: 'ИНН не прошёл проверку контрольной суммы',
          code: 'bad_request',
          fields: { inn: 'ИНН не прошёл проверку контрольной суммы' },
        },
        400,
      ),
    );
    renderRegister();
    fillValid({ inn: '7707083894' });
    submit();
    expect(await screen.findByText('ИНН не прошёл проверку контрольной суммы')).toBeTruthy();
    expect(field(/^ИНН/).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith(
      'ИНН не прошёл проверку контрольной суммы',
      'Ошибка при регистрации',
    );
    expect(getSession().user).toBeNull();
  });

  it('a taken e-mail (409) is told under the e-mail field', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Пользователь с таким email уже зарегистрирован' }, 409),
    );
    renderRegister();
    fillValid();
    submit();
    expect(await screen.findByText('Пользователь с таким email уже зарегистрирован')).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('a failure without a server message toasts «Ошибка при регистрации»', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    renderRegister();
    fillValid();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Ошибка при регистрации'));
  });
});
