import type { Role } from '../../shared/session';

/** Cabinet sections by role, in menu order. */
export const SECTION_LABELS = {
  notifications: 'Уведомления',
  'user-management': 'Управление пользователями',
  'product-moderation': 'Модерация товаров',
  'service-moderation': 'Модерация услуг',
  'order-moderation': 'Модерация заказов',
  categories: 'Управление категориями',
  'categories-services': 'Управление категориями услуг',
  'site-management': 'Управление сайтом',
  messages: 'Сообщения',
  profile: 'Мои данные',
  contracts: 'Договора',
  products: 'Мои товары',
  services: 'Мои услуги',
  warehouses: 'Мои склады',
  accounting: 'Бухгалтерия',
  company: 'Данные компании',
  orders: 'Мои заказы',
  'sell-parts': 'Продать зап.части',
} as const;

export type SectionId = keyof typeof SECTION_LABELS;

export const SECTIONS_BY_ROLE: Readonly<Record<Role, readonly SectionId[]>> = {
  admin: [
    'notifications',
    'user-management',
    'product-moderation',
    'service-moderation',
    'order-moderation',
    'categories',
    'categories-services',
    'site-management',
    'messages',
    'profile',
  ],
  supplier: [
    'notifications',
    'contracts',
    'products',
    'services',
    'warehouses',
    'messages',
    'accounting',
    'profile',
    'company',
  ],
  buyer: [
    'notifications',
    'contracts',
    'orders',
    'messages',
    'accounting',
    'sell-parts',
    'profile',
    'company',
  ],
};

/** Admin → product-moderation, buyer → orders, supplier → products, else profile. */
export const DEFAULT_SECTION: Readonly<Record<Role, SectionId>> = {
  admin: 'product-moderation',
  buyer: 'orders',
  supplier: 'products',
};

export function isSectionAllowed(role: Role | undefined, section: string): section is SectionId {
  return role !== undefined && (SECTIONS_BY_ROLE[role] as readonly string[]).includes(section);
}
