import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CompanyChecks } from './CompanyChecks';

const unchecked = {
  id: 4,
  name: 'ООО «Вагонсервис»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: 'г. Москва',
  verified: false,
  verifiedAt: null,
  verificationNote: 'Реквизиты изменены: нужна повторная проверка',
  memberCount: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  sameInnCount: 2,
  proof: { url: '/uploads/documents/egrul.pdf', kind: 'egrul', submittedAt: '2026-11-20T09:00:00.000Z' },
};
const checked = {
  ...unchecked,
  id: 5,
  name: 'АО «Уралвагонзапчасть»',
  verified: true,
  verifiedAt: '2026-11-21T08:00:00.000Z',
  verificationNote: null,
  sameInnCount: 1,
  proof: null,
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  clearSession();
  startSession({
    accessToken: 'a.b.c',
    refreshToken: 'r',
    user: { id: 1, email: 'admin@vagon.ru', role: 'admin', firstName: 'Админ', lastName: '', middleName: '' },
  });
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

describe('the check of companies', () => {
  it('lists unchecked companies with the reason a check was withdrawn, and verifies one', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/admin/companies?'))
        return jsonResponse({ companies: [unchecked, checked], total: 2, totalPages: 1, currentPage: 1 });
      if (url === '/api/admin/companies/4/verify' && init?.method === 'POST')
        return jsonResponse({ ...unchecked, verified: true });
      return jsonResponse({ message: 'Не найдено' }, 404);
    });
    renderWithProviders(<CompanyChecks />);
    const table = await screen.findByRole('table', { name: 'Компании' });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('verified=false');
    const row = within(table).getByText('ООО «Вагонсервис»').closest('tr')!;
    expect(within(row).getByText('Не проверена').textContent).toBe('Не проверена');
    expect(within(row).getByText('«Реквизиты изменены: нужна повторная проверка»').textContent).toContain(
      'Реквизиты',
    );
    // Two companies name this ИНН: the admin is told only one may be verified.
    expect(
      within(row).getByText('Этот ИНН указали 2 компании: подтвердить можно одну').textContent,
    ).toContain('2 компании');
    expect(within(table).getAllByText(/Этот ИНН указали/)).toHaveLength(1);
    // The document the company sent, to read before verifying it; the other sent none.
    expect(
      within(row)
        .getByRole('link', { name: /Выписка из ЕГРЮЛ\/ЕГРИП/ })
        .getAttribute('href'),
    ).toBe('/uploads/documents/egrul.pdf');
    const other = within(table).getByText('АО «Уралвагонзапчасть»').closest('tr')!;
    expect(within(other).getByText('Документ не прислан').textContent).toBe('Документ не прислан');
    fireEvent.click(within(row).getByRole('button', { name: 'Подтвердить: ООО «Вагонсервис»' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Компания отмечена как проверенная'));
  });

  it('withdraws a check only with a reason', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/admin/companies?'))
        return jsonResponse({ companies: [checked], total: 1, totalPages: 1, currentPage: 1 });
      if (url === '/api/admin/companies/5/revoke-verification' && init?.method === 'POST')
        return jsonResponse({
          ...checked,
          verified: false,
          verificationNote: JSON.parse(String(init.body)).reason,
        });
      return jsonResponse({ message: 'Не найдено' }, 404);
    });
    renderWithProviders(<CompanyChecks />);
    fireEvent.click(await screen.findByRole('button', { name: 'Снять проверку: АО «Уралвагонзапчасть»' }));
    const confirm = screen.getByRole('button', { name: 'Снять' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Причина снятия проверки'), {
      target: { value: 'ОГРН не найден в ЕГРЮЛ' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Проверка снята'));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/revoke-verification'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'ОГРН не найден в ЕГРЮЛ' });
  });
});
