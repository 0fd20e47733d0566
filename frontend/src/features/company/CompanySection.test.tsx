import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, startSession, type User } from '../../shared/session';
import { toast } from '../../shared/toast';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CompanySection } from './CompanySection';
import { toCompanyPayload, validateCompany, type CompanyValues } from './model';

const valid: CompanyValues = {
  name: 'ООО «Вагонсервис»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: 'г. Москва, ул. Вавилова, д. 19',
};
const company = { id: 4, ...valid };
const buyer: User = { id: 3, email: 'zakup@zavod.ru', role: 'buyer', companyId: null, isCompanyAdmin: false };

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path);

function renderSection(user: User) {
  startSession({ accessToken: 'a.b.c', refreshToken: 'r', user });
  renderWithProviders(<CompanySection />);
}

const fillIn = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ message: 'Компания не найдена' }, 404));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('company rules (as the server checks them)', () => {
  it('a valid organisation passes; КПП is upper-cased, an empty one sent as null', () => {
    expect(validateCompany(valid)).toEqual({});
    expect(toCompanyPayload({ ...valid, kpp: ' 7736ab001 ' }).kpp).toBe('7736AB001');
    expect(toCompanyPayload({ ...valid, inn: '500100732259', kpp: '' }).kpp).toBeNull();
  });

  it('every field has its message', () => {
    expect(validateCompany({ name: ' ', inn: '', kpp: '', ogrn: '', legalAddress: '' })).toEqual({
      name: 'Введите название компании (до 200 символов)',
      inn: 'Введите номер ИНН',
      ogrn: 'Введите ОГРН (13 цифр) или ОГРНИП (15 цифр)',
      legalAddress: 'Введите юридический адрес (до 500 символов)',
    });
    expect(validateCompany({ ...valid, inn: '12345' }).inn).toBe(
      'Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)',
    );
    expect(validateCompany({ ...valid, inn: '7707083894' }).inn).toBe(
      'ИНН не прошёл проверку контрольной суммы',
    );
    expect(validateCompany({ ...valid, kpp: '' }).kpp).toBe(
      'Введите КПП: для юридического лица он обязателен',
    );
    expect(validateCompany({ ...valid, kpp: '77360100' }).kpp).toBe(
      'Введите корректный КПП: 9 символов — 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
    );
    expect(validateCompany({ ...valid, ogrn: '12345' }).ogrn).toBe(
      'ОГРН должен состоять из 13 цифр, ОГРНИП — из 15 цифр',
    );
    expect(validateCompany({ ...valid, ogrn: '304500116000157' }).ogrn).toBe(
      'Для юридического лица укажите ОГРН из 13 цифр',
    );
    expect(validateCompany({ ...valid, ogrn: '1027700132194' }).ogrn).toBe(
      'ОГРН не прошёл проверку контрольной суммы',
    );
  });

  it('a sole proprietor: no КПП, an ОГРНИП of 15 digits', () => {
    const individual = { ...valid, inn: '500100732259', kpp: '', ogrn: '304500116000157' };
    expect(validateCompany(individual)).toEqual({});
    expect(validateCompany({ ...individual, kpp: '773601001' }).kpp).toBe(
      'У индивидуального предпринимателя нет КПП: оставьте поле пустым',
    );
    expect(validateCompany({ ...individual, ogrn: '1027700132195' }).ogrn).toBe(
      'Для индивидуального предпринимателя укажите ОГРНИП из 15 цифр',
    );
  });
});

describe('CompanySection', () => {
  it('without a company: the creation form checks the fields before sending', () => {
    renderSection(buyer);
    const form = screen.getByRole('form', { name: 'Регистрация компании' });
    fireEvent.click(within(form).getByRole('button', { name: 'Зарегистрировать компанию' }));
    expect(within(form).getByText('Введите название компании (до 200 символов)')).toBeTruthy();
    expect(within(form).getByText('Введите номер ИНН')).toBeTruthy();
    expect(within(form).getByText('Введите ОГРН (13 цифр) или ОГРНИП (15 цифр)')).toBeTruthy();
    expect(within(form).getByText('Введите юридический адрес (до 500 символов)')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Название/));
    fillIn(form, /^ИНН/, '7707083894');
    expect(within(form).getByText('ИНН не прошёл проверку контрольной суммы')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the company, reloads the user and shows the requisites', async () => {
    renderSection(buyer);
    const form = screen.getByRole('form', { name: 'Регистрация компании' });
    fillIn(form, /^Название/, valid.name);
    fillIn(form, /^ИНН/, valid.inn);
    fillIn(form, /^КПП/, valid.kpp);
    fillIn(form, /^ОГРН/, valid.ogrn);
    fillIn(form, /^Юридический адрес/, valid.legalAddress);
    fetchMock.mockImplementation(async (input) => {
      const path = String(input);
      if (path === '/api/companies') return jsonResponse(company, 201);
      if (path === '/api/auth/current-user')
        return jsonResponse({ user: { ...buyer, companyId: 4, isCompanyAdmin: true, Company: company } });
      if (path === '/api/companies/my') return jsonResponse(company);
      return jsonResponse({}, 404);
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Зарегистрировать компанию' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Компания зарегистрирована'));
    const [, init] = callsTo('/api/companies')[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(valid);
    await waitFor(() => expect(getSession().user).toMatchObject({ companyId: 4, isCompanyAdmin: true }));
    expect(await screen.findByRole('heading', { name: valid.name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeTruthy();
  });

  it('server field errors (a taken ИНН) go under their fields', async () => {
    renderSection(buyer);
    const form = screen.getByRole('form', { name: 'Регистрация компании' });
    fillIn(form, /^Название/, valid.name);
    fillIn(form, /^ИНН/, valid.inn);
    fillIn(form, /^КПП/, valid.kpp);
    fillIn(form, /^ОГРН/, valid.ogrn);
    fillIn(form, /^Юридический адрес/, valid.legalAddress);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          message: 'Компания с таким ИНН уже зарегистрирована',
          fields: { inn: 'Компания с таким ИНН уже зарегистрирована' },
        },
        409,
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Зарегистрировать компанию' }));
    expect(await within(form).findByText('Компания с таким ИНН уже зарегистрирована')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(
      'Компания с таким ИНН уже зарегистрирована',
      'Не удалось зарегистрировать компанию',
    );
  });

  it('the company admin edits the requisites; the ИНН stays fixed', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      if (path === '/api/companies/my') return jsonResponse(company);
      if (path === '/api/companies/4' && init?.method === 'PUT')
        return jsonResponse({ ...company, name: 'ООО «Вагонсервис-2»' });
      if (path === '/api/auth/current-user')
        return jsonResponse({ user: { ...buyer, companyId: 4, isCompanyAdmin: true } });
      return jsonResponse({}, 404);
    });
    renderSection({ ...buyer, companyId: 4, isCompanyAdmin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const form = screen.getByRole('form', { name: 'Реквизиты' });
    expect((within(form).getByLabelText(/^ИНН/) as HTMLInputElement).readOnly).toBe(true);
    fillIn(form, /^Название/, 'ООО «Вагонсервис-2»');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Данные компании сохранены'));
    const [, init] = callsTo('/api/companies/4')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'ООО «Вагонсервис-2»', inn: '7707083893' });
    expect(await screen.findByRole('heading', { name: 'ООО «Вагонсервис-2»' })).toBeTruthy();
  });

  it('a member who is not the company admin reads the requisites only', async () => {
    fetchMock.mockResolvedValue(jsonResponse(company));
    renderSection({ ...buyer, companyId: 4, isCompanyAdmin: false });
    expect(await screen.findByText('Изменять данные компании может только её администратор.')).toBeTruthy();
    expect(screen.getByText('1027700132195')).toBeTruthy();
    expect(screen.getByText('ОГРН')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
  });

  it('the company admin adds the bank details; the server’s check of the accounts shows under its field', async () => {
    const bank = {
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      corrAccount: '30101810400000000225',
      account: '40702810938000012345',
    };
    let puts = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      if (path === '/api/companies/my') return jsonResponse(company);
      if (path === '/api/companies/4/bank' && init?.method === 'PUT') {
        puts += 1;
        if (puts === 1)
          return jsonResponse(
            {
              message: 'Расчётный счёт — 20 цифр и сходится с БИК по контрольной сумме',
              fields: { account: 'Расчётный счёт — 20 цифр и сходится с БИК по контрольной сумме' },
            },
            400,
          );
        return jsonResponse({ bank });
      }
      if (path === '/api/companies/4/bank') return jsonResponse({ bank: null });
      return jsonResponse({}, 404);
    });
    renderSection({ ...buyer, companyId: 4, isCompanyAdmin: true });
    expect(await screen.findByText('Банковские реквизиты не указаны')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Указать' }));
    const form = screen.getByRole('form', { name: 'Банковские реквизиты' });
    fillIn(form, /^Банк$/, bank.bankName);
    fillIn(form, /^БИК/, bank.bik);
    fillIn(form, /^Корреспондентский счёт/, bank.corrAccount);
    fillIn(form, /^Расчётный счёт/, '40702810838000012345');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(form).findByText('Расчётный счёт — 20 цифр и сходится с БИК по контрольной сумме'),
    ).toBeTruthy();
    fillIn(form, /^Расчётный счёт/, bank.account);
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Банковские реквизиты сохранены'));
    expect(JSON.parse(String(callsTo('/api/companies/4/bank').at(-1)![1]?.body))).toEqual(bank);
    expect(await screen.findByText('40702810938000012345')).toBeTruthy();
  });
});
