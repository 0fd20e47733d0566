import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type User } from '../../shared/session';
import {
  accountLinks,
  defaultSection,
  initialSection,
  resolveSection,
  sectionLinks,
  selectSection,
} from './state';

const stored = () => window.localStorage.getItem(STORAGE_KEYS.profileSection);

beforeEach(() => window.localStorage.clear());

describe('cabinet section state', () => {
  it('defaults by role: admin product-moderation, buyer orders, supplier products, else profile', () => {
    expect(defaultSection('admin')).toBe('product-moderation');
    expect(defaultSection('buyer')).toBe('orders');
    expect(defaultSection('supplier')).toBe('products');
    expect(defaultSection(undefined)).toBe('profile');
    expect(defaultSection(null)).toBe('profile');
  });

  it('a section the role may not open falls back to profile', () => {
    expect(resolveSection('buyer', 'user-management')).toBe('profile');
    expect(resolveSection('supplier', 'orders')).toBe('profile');
    expect(resolveSection('admin', 'company')).toBe('profile');
    expect(resolveSection('buyer', 'no-such-section')).toBe('profile');
    expect(resolveSection(undefined, 'orders')).toBe('profile');
    expect(resolveSection('buyer', 'sell-parts')).toBe('sell-parts');
  });

  it('selecting a section stores it (or profile when not allowed)', () => {
    expect(selectSection('supplier', 'warehouses')).toBe('warehouses');
    expect(stored()).toBe('warehouses');
    expect(selectSection('supplier', 'user-management')).toBe('profile');
    expect(stored()).toBe('profile');
  });

  it('on init the stored section is used if allowed, else the default of the role', () => {
    expect(initialSection('buyer')).toBe('orders');
    window.localStorage.setItem(STORAGE_KEYS.profileSection, 'contracts');
    expect(initialSection('buyer')).toBe('contracts');
    expect(initialSection('admin')).toBe('product-moderation');
    window.localStorage.setItem(STORAGE_KEYS.profileSection, 'user-management');
    expect(initialSection('admin')).toBe('user-management');
    expect(initialSection('supplier')).toBe('products');
  });

  it('section links follow the role order of the spec', () => {
    expect(sectionLinks('buyer').map((link) => link.label)).toEqual([
      'Уведомления',
      'Договора',
      'Мои заказы',
      'Сообщения',
      'Бухгалтерия',
      'Продать зап.части',
      'Мои данные',
      'Данные компании',
    ]);
    expect(sectionLinks('admin')[1]).toMatchObject({
      label: 'Управление пользователями',
      href: '/profile/user-management',
    });
  });

  it('the company link reads Моя компания with a company, Создать компанию without', () => {
    const buyer: User = { id: 1, email: 'b@example.ru', role: 'buyer' };
    expect(accountLinks(buyer)).toEqual([
      { key: 'cabinet', label: 'Личный кабинет', href: '/profile' },
      { key: 'company', label: 'Создать компанию', href: '/company' },
    ]);
    expect(accountLinks({ ...buyer, companyId: 4 })[1]?.label).toBe('Моя компания');
    expect(accountLinks({ ...buyer, role: 'admin' }).map((link) => link.key)).toEqual(['cabinet']);
  });
});
