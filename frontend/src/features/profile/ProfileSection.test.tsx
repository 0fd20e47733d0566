import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, startSession, type User } from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { avatarProblem, formatPhone, normalizePhone, validatePasswords, validateProfile } from './model';
import { ProfileSection } from './ProfileSection';

const user: User = {
  id: 3,
  email: 'snab@zavod.ru',
  role: 'supplier',
  firstName: 'Поставщик',
  lastName: 'ИНН 7707083893',
  middleName: '',
};
const profile = {
  firstName: 'Поставщик',
  lastName: 'ИНН 7707083893',
  middleName: '',
  phone: null,
  avatar: null,
  email: 'snab@zavod.ru',
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path);

function renderSection() {
  startSession({ accessToken: 'a.b.c', refreshToken: 'r', user });
  renderWithProviders(<ProfileSection />);
}

const passwordForm = () => screen.getByRole('form', { name: 'Смена пароля' });
const fillIn = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/users/profile'
      ? jsonResponse(profile)
      : jsonResponse({ message: 'Не найдено' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile rules', () => {
  it('phone: a Russian number in any usual spelling, or empty', () => {
    expect(normalizePhone('+7 (999) 123-45-67')).toBe('+79991234567');
    expect(normalizePhone('8 999 123 45 67')).toBe('+79991234567');
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('12345')).toBeUndefined();
    expect(formatPhone('+79991234567')).toBe('+7 (999) 123-45-67');
    expect(validateProfile({ firstName: '', lastName: '', middleName: '', phone: '12345' })).toEqual({
      phone: 'Введите телефон в формате +7 (XXX) XXX-XX-XX',
    });
    expect(validateProfile({ firstName: 'я'.repeat(101), lastName: '', middleName: '', phone: '' })).toEqual({
      firstName: 'Имя должно быть не длиннее 100 символов',
    });
  });

  it('avatar: PNG, JPEG or WebP of at most 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/gif', size: 1000 })).toBe(
      'Аватар должен быть изображением PNG, JPEG или WebP',
    );
    expect(avatarProblem({ type: 'image/webp', size: 2 * 1024 * 1024 + 1 })).toBe(
      'Размер аватара не должен превышать 2 МБ',
    );
  });

  it('password change: current required, new of 6 or more, confirmation equal', () => {
    expect(validatePasswords({ currentPassword: '', newPassword: '123', confirmPassword: '1234' })).toEqual({
      currentPassword: 'Введите текущий пароль',
      newPassword: 'Пароль должен быть не менее 6 символов',
      confirmPassword: 'Пароли не совпадают',
    });
  });
});

describe('ProfileSection', () => {
  it('shows the profile from GET /api/users/profile', async () => {
    renderSection();
    expect(await screen.findByText('ИНН 7707083893')).toBeTruthy();
    expect(screen.getByText('snab@zavod.ru')).toBeTruthy();
    // First name and the account type both read Поставщик.
    expect(screen.getAllByText('Поставщик', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText('Тип учётной записи')).toBeTruthy();
  });

  it('edits the profile with the phone; the session user is replaced', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const form = screen.getByRole('form', { name: 'Личные данные' });
    fillIn(form, /^Фамилия/, 'Смирнов');
    fillIn(form, /^Имя/, 'Пётр');
    fillIn(form, /^Телефон/, '12');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByText('Введите телефон в формате +7 (XXX) XXX-XX-XX')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ user: { ...user, firstName: 'Пётр', lastName: 'Смирнов', phone: '+79991234567' } }),
    );
    fillIn(form, /^Телефон/, '8 (999) 123-45-67');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Данные профиля сохранены'));
    const [, init] = callsTo('/api/users/profile').find(([, request]) => request?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Пётр',
      lastName: 'Смирнов',
      middleName: '',
      phone: '+79991234567',
    });
    expect(getSession().user).toMatchObject({ firstName: 'Пётр', phone: '+79991234567' });
    expect(await screen.findByText('+7 (999) 123-45-67')).toBeTruthy();
  });

  it('a refused profile update shows the server field error and toasts', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const form = screen.getByRole('form', { name: 'Личные данные' });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          message: 'Введите телефон в формате +7 (XXX) XXX-XX-XX',
          fields: { phone: 'Введите телефон в формате +7 (XXX) XXX-XX-XX' },
        },
        400,
      ),
    );
    fillIn(form, /^Телефон/, '+7 999 123 45 67');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Введите телефон в формате +7 (XXX) XXX-XX-XX')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(
      'Введите телефон в формате +7 (XXX) XXX-XX-XX',
      'Ошибка при обновлении профиля',
    );
  });

  it('password change: the three messages, then «Пароль успешно изменен»', async () => {
    renderSection();
    await screen.findByText('ИНН 7707083893');
    fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Сменить пароль' }));
    expect(within(passwordForm()).getByText('Введите текущий пароль')).toBeTruthy();
    expect(within(passwordForm()).getByText('Пароль должен быть не менее 6 символов')).toBeTruthy();
    fillIn(passwordForm(), /^Текущий пароль/, 'old-secret');
    fillIn(passwordForm(), /^Новый пароль/, 'new-secret');
    fillIn(passwordForm(), /^Подтверждение нового пароля/, 'new-secreT');
    expect(within(passwordForm()).getByText('Пароли не совпадают')).toBeTruthy();
    fillIn(passwordForm(), /^Подтверждение нового пароля/, 'new-secret');
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Пароль успешно изменен' }));
    fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Пароль успешно изменен'));
    const [, init] = callsTo('/api/users/password')[0]!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect((within(passwordForm()).getByLabelText(/^Текущий пароль/) as HTMLInputElement).value).toBe('');
  });

  it('password change refused: the server message under the field and in a toast titled «Ошибка при смене пароля»', async () => {
    renderSection();
    await screen.findByText('ИНН 7707083893');
    fillIn(passwordForm(), /^Текущий пароль/, 'wrong');
    fillIn(passwordForm(), /^Новый пароль/, 'new-secret');
    fillIn(passwordForm(), /^Подтверждение нового пароля/, 'new-secret');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { message: 'Неверный текущий пароль', fields: { currentPassword: 'Неверный текущий пароль' } },
        400,
      ),
    );
    fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(passwordForm()).findByText('Неверный текущий пароль')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Неверный текущий пароль', 'Ошибка при смене пароля');
  });

  it('password change failing without a message: «Ошибка при смене пароля»', async () => {
    renderSection();
    await screen.findByText('ИНН 7707083893');
    fillIn(passwordForm(), /^Текущий пароль/, 'old-secret');
    fillIn(passwordForm(), /^Новый пароль/, 'new-secret');
    fillIn(passwordForm(), /^Подтверждение нового пароля/, 'new-secret');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Ошибка при смене пароля'));
  });

  it('avatar: checks type and size before sending, then uploads the multipart field avatar', async () => {
    renderSection();
    await screen.findByText('ИНН 7707083893');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/jpeg,image/webp');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Аватар должен быть изображением PNG, JPEG или WebP');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('Размер аватара не должен превышать 2 МБ');
    expect(screen.queryByRole('button', { name: 'Сохранить фото' })).toBeNull();

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('me.png')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(jsonResponse({ user: { ...user, avatar: '/uploads/avatars/x.png' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить фото' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Фотография профиля обновлена'));
    const [, init] = callsTo('/api/users/avatar')[0]!;
    expect(init?.method).toBe('PUT');
    expect((init?.body as FormData).get('avatar')).toBe(photo);
    expect(getSession().user?.avatar).toBe('/uploads/avatars/x.png');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Фотография профиля' }).getAttribute('src')).toBe(
        '/uploads/avatars/x.png',
      ),
    );
  });
});

describe('e-mail copies of notices', () => {
  const settings = {
    emailTypes: ['order', 'account'],
    types: [
      { type: 'order', label: 'Заказы и заявки на товары' },
      { type: 'message', label: 'Сообщения и ответы на вопросы' },
      { type: 'account', label: 'Учётная запись' },
    ],
  };

  it('shows the stored choice and saves the whole new one', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      if (path === '/api/users/profile') return jsonResponse(profile);
      if (path === '/api/notifications/settings' && init?.method === 'PUT')
        return jsonResponse({ ...settings, emailTypes: JSON.parse(String(init.body)).emailTypes });
      if (path === '/api/notifications/settings') return jsonResponse(settings);
      return jsonResponse({ message: 'Не найдено' }, 404);
    });
    renderSection();
    const form = await screen.findByRole('form', { name: 'Уведомления на почту' });
    expect(
      (within(form).getByRole('checkbox', { name: 'Заказы и заявки на товары' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(form).getByRole('checkbox', { name: 'Сообщения и ответы на вопросы' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Сообщения и ответы на вопросы' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Учётная запись' }));
    fireEvent.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Настройки уведомлений сохранены'));
    const [, init] = callsTo('/api/notifications/settings').find(([, options]) => options?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toEqual({ emailTypes: ['order', 'message'] });
    await waitFor(() =>
      expect((within(form).getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('says so when the choice cannot be loaded', async () => {
    renderSection();
    expect((await screen.findByText('Не удалось загрузить настройки уведомлений')).textContent).toBe(
      'Не удалось загрузить настройки уведомлений',
    );
  });
});
