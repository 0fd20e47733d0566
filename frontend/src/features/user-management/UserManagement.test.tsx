import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import type { AdminUser } from './model';
import { filterFromParams, validateReason } from './model';
import { UserManagement } from './UserManagement';

const base = {
  middleName: '',
  phone: null,
  avatar: null,
  isCompanyAdmin: false,
  statusReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const admin: AdminUser = {
  ...base,
  id: 1,
  email: 'admin@example.ru',
  firstName: 'Администратор',
  lastName: '',
  role: 'admin',
  companyId: null,
  companyName: null,
  inn: null,
  status: 'active',
  displayName: 'Администратор',
  shortName: 'Администратор',
  nameGiven: true,
};
/** Registered with the spec's default name, in a company: the server names them by it (ADR 0058). */
const supplier: AdminUser = {
  ...base,
  id: 2,
  email: 'snab@zavod.ru',
  firstName: 'Поставщик',
  lastName: 'ИНН 7707083893',
  role: 'supplier',
  companyId: 4,
  companyName: 'ООО «Вагонсервис»',
  isCompanyAdmin: true,
  inn: '7707083893',
  status: 'active',
  displayName: 'ООО «Вагонсервис»',
  shortName: 'ООО «Вагонсервис»',
  nameGiven: false,
};
const blocked: AdminUser = {
  ...base,
  id: 3,
  email: 'zakup@zavod.ru',
  firstName: 'Иван',
  lastName: 'Закупкин',
  role: 'buyer',
  companyId: null,
  companyName: null,
  inn: '500100732259',
  status: 'blocked',
  statusReason: 'Спам',
  displayName: 'Закупкин Иван',
  shortName: 'Иван',
  nameGiven: true,
};

const fetchMock = vi.fn<typeof fetch>();
let listAnswer: { users: AdminUser[]; total: number; totalPages: number; page: number };
const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/admin/users');
const decisionCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

function renderSection(path = '/profile/user-management') {
  startSession({
    accessToken: 'a.b.c',
    refreshToken: 'r',
    user: { id: 1, email: 'admin@example.ru', role: 'admin' },
  });
  return renderWithProviders(<UserManagement />, { path });
}

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
  listAnswer = { users: [admin, supplier, blocked], total: 3, totalPages: 1, page: 1 };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/admin/users' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse(listAnswer);
    if (init?.method === 'PUT') return jsonResponse({ ...supplier, status: 'blocked' });
    return jsonResponse({ message: 'Не найдено' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('user management rules', () => {
  it('a reason is required, at most 500 characters', () => {
    expect(validateReason('  ')).toBe('Укажите причину (до 500 символов)');
    expect(validateReason('я'.repeat(501))).toBe('Укажите причину (до 500 символов)');
    expect(validateReason('Спам в заявках')).toBeNull();
  });

  it('the filter is read from the URL, unknown values ignored', () => {
    expect(filterFromParams(new URLSearchParams('search=ивано&role=buyer&status=blocked&page=3'))).toEqual({
      search: 'ивано',
      role: 'buyer',
      status: 'blocked',
      page: 3,
    });
    expect(filterFromParams(new URLSearchParams('role=root&status=x&page=-1'))).toEqual({
      search: '',
      role: '',
      status: '',
      page: 1,
    });
  });
});

describe('UserManagement', () => {
  it('lists e-mail, name, role, company / ИНН and status; no actions on the own account', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Управление пользователями' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('snab@zavod.ru');
    // The registration default is no name; the company is named, not numbered (issue 30).
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('Имя не указаноsnab@zavod.ru');
    expect(rows[1]!.textContent).toContain('ООО «Вагонсервис», администратор');
    expect(rows[1]!.textContent).not.toContain('Компания №');
    expect(rows[1]!.textContent).toContain('ИНН 7707083893');
    expect(rows[2]!.textContent).toContain('Закупкин Иван');
    expect(rows[1]!.textContent).toContain('Активен');
    expect(rows[2]!.textContent).toContain('Заблокирован');
    expect(rows[2]!.textContent).toContain('Спам');
    expect(within(rows[0]!).queryAllByRole('button')).toHaveLength(0);
    expect(within(rows[0]!).getByText('Это вы')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Сделать покупателем: snab@zavod.ru' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Разблокировать: zakup@zavod.ru' })).toBeTruthy();
    expect(
      within(rows[2]!).getByRole('button', { name: 'Сделать поставщиком: zakup@zavod.ru' }),
    ).toBeTruthy();
    expect(screen.getByText('Показано 1-3 из 3 записей')).toBeTruthy();
  });

  it('role and status filters and the search go to the API (page 1 again)', async () => {
    renderSection('/profile/user-management?page=2');
    await screen.findByRole('table');
    expect(listCalls().at(-1)!.searchParams.get('page')).toBe('2');
    fireEvent.change(screen.getByLabelText('Роль'), { target: { value: 'buyer' } });
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('role')).toBe('buyer'));
    expect(listCalls().at(-1)!.searchParams.get('page')).toBe('1');
    expect(listCalls().at(-1)!.searchParams.get('limit')).toBe('10');
    fireEvent.change(screen.getByLabelText('Статус'), { target: { value: 'blocked' } });
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('status')).toBe('blocked'));
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'zavod' } });
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('search')).toBe('zavod'), {
      timeout: 2000,
    });
    expect(listCalls().at(-1)!.searchParams.get('role')).toBe('buyer');
  });

  it('blocking needs a reason and sends it; the list is asked again and the admin told', async () => {
    renderSection();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Заблокировать: snab@zavod.ru' }));
    const dialog = screen.getByRole('dialog', { name: 'Блокировка пользователя' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(within(dialog).getByText('Укажите причину (до 500 символов)')).toBeTruthy();
    expect(decisionCalls()).toHaveLength(0);
    const before = listCalls().length;
    fireEvent.change(within(dialog).getByLabelText(/^Причина/), {
      target: { value: '  Мошеннические заявки  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Пользователь заблокирован'));
    const [url, init] = decisionCalls()[0]!;
    expect(String(url)).toBe('/api/admin/users/2/block');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Мошеннические заявки' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('unblocking sends its reason', async () => {
    renderSection();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Разблокировать: zakup@zavod.ru' }));
    const dialog = screen.getByRole('dialog', { name: 'Разблокировка пользователя' });
    fireEvent.change(within(dialog).getByLabelText(/^Причина/), { target: { value: 'Ошибка модерации' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Пользователь разблокирован'));
    const [url, init] = decisionCalls()[0]!;
    expect(String(url)).toBe('/api/admin/users/3/unblock');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Ошибка модерации' });
  });

  it('a role change buyer → supplier sends the new role and the reason', async () => {
    renderSection();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Сделать поставщиком: zakup@zavod.ru' }));
    const dialog = screen.getByRole('dialog', { name: 'Смена роли' });
    expect(dialog.textContent).toContain('Покупатель → Поставщик');
    fireEvent.change(within(dialog).getByLabelText(/^Причина/), {
      target: { value: 'Заявка на смену роли' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Изменить роль' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Роль пользователя изменена'));
    const [url, init] = decisionCalls()[0]!;
    expect(String(url)).toBe('/api/admin/users/3/role');
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'supplier', reason: 'Заявка на смену роли' });
  });

  it('a refused decision keeps the dialog open and tells why', async () => {
    renderSection();
    await screen.findByRole('table');
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ message: 'Пользователь не найден', code: 'not_found' }, 404),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Заблокировать: snab@zavod.ru' }));
    const dialog = screen.getByRole('dialog', { name: 'Блокировка пользователя' });
    fireEvent.change(within(dialog).getByLabelText(/^Причина/), { target: { value: 'Причина' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Пользователь не найден',
        'Не удалось заблокировать пользователя',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Блокировка пользователя' })).toBeTruthy();
  });

  it('empty result: «Пользователи не найдены» with a reset', async () => {
    listAnswer = { users: [], total: 0, totalPages: 0, page: 1 };
    renderSection('/profile/user-management?status=blocked');
    expect(await screen.findByText('Пользователи не найдены')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Сбросить' }).length).toBeGreaterThan(0);
  });

  it('a failed load shows the error with a retry', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ message: 'Произошла ошибка сервера. Попробуйте позже' }, 500),
    );
    renderSection();
    expect(await screen.findByText('Не удалось загрузить пользователей')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
