import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, clearSession, startSession, type User } from '../../shared/session';
import { renderWithProviders } from '../../test/render';
import { ProfileMenu } from './ProfileMenu';

const buyer: User = {
  id: 1,
  email: 'zakup@zavod.ru',
  role: 'buyer',
  firstName: 'Анна',
  lastName: 'Иванова',
  middleName: 'Сергеевна',
};

function renderMenu(user: User, active: Parameters<typeof ProfileMenu>[0]['active'] = 'orders') {
  startSession({ accessToken: 'a.b.c', refreshToken: 'r', user });
  renderWithProviders(<ProfileMenu active={active} />);
  return screen.getByRole('navigation', { name: 'Меню личного кабинета' });
}

beforeEach(() => {
  window.localStorage.clear();
  clearSession();
  vi.stubGlobal('fetch', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileMenu', () => {
  it('full name, the default avatar icon, the role sections, /profile and /company links, Выход', () => {
    const menu = renderMenu(buyer);
    expect(within(menu).getByText('Иванова Анна Сергеевна')).toBeTruthy();
    expect(within(menu).getByText('Покупатель')).toBeTruthy();
    expect(menu.querySelector('img')).toBeNull();
    const sections = within(menu).getByRole('list', { name: 'Разделы' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Уведомления',
      'Договора',
      'Мои заказы',
      'Сообщения',
      'Бухгалтерия',
      'Продать зап.части',
      'Мои данные',
      'Данные компании',
    ]);
    expect(within(sections).getByRole('link', { name: 'Мои заказы' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Личный кабинет' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('link', { name: 'Создать компанию' }).getAttribute('href')).toBe(
      '/company',
    );
    expect(within(menu).getByRole('button', { name: 'Выход' })).toBeTruthy();
  });

  it('the company link reads Моя компания when the user has a company', () => {
    const menu = renderMenu({ ...buyer, companyId: 7 });
    expect(within(menu).getByRole('link', { name: 'Моя компания' }).getAttribute('href')).toBe('/company');
    expect(within(menu).queryByRole('link', { name: 'Создать компанию' })).toBeNull();
  });

  it('name: full name, else e-mail, else Пользователь; an avatar picture when there is one', () => {
    let menu = renderMenu({
      ...buyer,
      firstName: null,
      lastName: '',
      middleName: null,
      avatar: '/uploads/avatars/a.png',
    });
    expect(within(menu).getByText('zakup@zavod.ru')).toBeTruthy();
    expect(menu.querySelector('img')?.getAttribute('src')).toBe('/uploads/avatars/a.png');
    cleanup();
    menu = renderMenu({ ...buyer, firstName: null, lastName: null, middleName: null, email: '' });
    expect(within(menu).getByText('Пользователь')).toBeTruthy();
  });

  it('admins see their own sections and no company link', () => {
    const menu = renderMenu({ ...buyer, role: 'admin' }, 'user-management');
    expect(within(menu).getByRole('link', { name: 'Управление пользователями' }).getAttribute('href')).toBe(
      '/profile/user-management',
    );
    expect(within(menu).queryByRole('link', { name: /компани/i })).toBeNull();
  });

  it('collapses to icons and remembers it', () => {
    let menu = renderMenu(buyer);
    const toggle = within(menu).getByRole('button', { name: 'Свернуть меню' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(menu.hasAttribute('data-collapsed')).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.profileMenuCollapsed)).toBe('true');
    // Labels stay for screen readers, and show as the links' titles.
    expect(within(menu).getByRole('link', { name: 'Мои заказы' }).getAttribute('title')).toBe('Мои заказы');
    cleanup();
    menu = renderMenu(buyer);
    expect(menu.hasAttribute('data-collapsed')).toBe(true);
    fireEvent.click(within(menu).getByRole('button', { name: 'Развернуть меню' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.profileMenuCollapsed)).toBe('false');
  });

  it('choosing a section stores it', () => {
    const menu = renderMenu(buyer);
    fireEvent.click(within(menu).getByRole('link', { name: 'Договора' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.profileSection)).toBe('contracts');
  });

  it('on a phone the sections fold under one button that names the current one; a new section folds them', () => {
    startSession({ accessToken: 'a.b.c', refreshToken: 'r', user: buyer });
    function Host() {
      const [active, setActive] = useState<'orders' | 'contracts'>('orders');
      return (
        <>
          <button type="button" onClick={() => setActive('contracts')}>
            другой раздел
          </button>
          <ProfileMenu active={active} />
        </>
      );
    }
    renderWithProviders(<Host />);
    const menu = screen.getByRole('navigation', { name: 'Меню личного кабинета' });
    const toggle = within(menu).getByRole('button', { name: 'Раздел кабинета: Мои заказы' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(
      within(menu).getByRole('list', { name: 'Разделы' }).parentElement,
    );
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hasAttribute('data-open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'другой раздел' }));
    expect(
      within(menu).getByRole('button', { name: 'Раздел кабинета: Договора' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(menu.hasAttribute('data-open')).toBe(false);
  });
});
