/*
 * The admin's 'Управление пользователями': the list with its filters, and the three decisions
 * (block, unblock, buyer ↔ supplier), each with a required reason (at most 500 characters, as the
 * server checks it).
 */
import type { ApiSchema } from '../../shared/api';
import type { Role } from '../../shared/session';

export const REASON_MAX_LENGTH = 500;
export const USERS_PAGE_SIZE = 10;

/** A user as the admin's list answers it (docs/openapi.yaml, `AdminUser`; ADR 0046). */
export type AdminUser = ApiSchema<'AdminUser'>;
export type UsersPage = ApiSchema<'AdminUserPage'>;
export type UserStatus = AdminUser['status'];

export interface UsersFilter {
  search: string;
  role: Role | '';
  status: UserStatus | '';
  page: number;
}

export type UserAction = 'block' | 'unblock' | 'role';

export const USERS_TEXT = {
  title: 'Управление пользователями',
  search: 'Поиск',
  searchPlaceholder: 'Email, ФИО, ИНН или компания',
  role: 'Роль',
  allRoles: 'Все роли',
  status: 'Статус',
  allStatuses: 'Все статусы',
  statuses: { active: 'Активен', blocked: 'Заблокирован' } as Record<UserStatus, string>,
  reset: 'Сбросить',
  loading: 'Загрузка пользователей...',
  loadFailed: 'Не удалось загрузить пользователей',
  retry: 'Повторить',
  empty: 'Пользователи не найдены',
  emptyFiltered: 'Измените условия поиска или сбросьте фильтры.',
  columns: {
    user: 'Пользователь',
    role: 'Роль',
    company: 'Компания / ИНН',
    status: 'Статус',
    actions: 'Действия',
  },
  noName: 'Имя не указано',
  /** Only while the company's own name has not reached the list. */
  companyNumber: (id: number) => `Компания № ${id}`,
  companyAdmin: 'администратор',
  noCompany: 'Без компании',
  innPrefix: 'ИНН',
  you: 'Это вы',
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  toSupplier: 'Сделать поставщиком',
  toBuyer: 'Сделать покупателем',
  titles: {
    block: 'Блокировка пользователя',
    unblock: 'Разблокировка пользователя',
    role: 'Смена роли',
  } as Record<UserAction, string>,
  confirm: {
    block: 'Заблокировать',
    unblock: 'Разблокировать',
    role: 'Изменить роль',
  } as Record<UserAction, string>,
  blockNote: 'Пользователь сразу потеряет доступ: все его сеансы будут завершены.',
  unblockNote: 'Пользователь снова сможет войти на площадку.',
  roleNote: (from: string, to: string) =>
    `Роль изменится: ${from} → ${to}. Разделы кабинета сменятся при следующем обновлении страницы.`,
  reason: 'Причина',
  reasonHint: 'До 500 символов. Причина сохраняется в истории учётной записи.',
  reasonError: 'Укажите причину (до 500 символов)',
  cancel: 'Отмена',
  sending: 'Сохранение...',
  done: {
    block: 'Пользователь заблокирован',
    unblock: 'Пользователь разблокирован',
    role: 'Роль пользователя изменена',
  } as Record<UserAction, string>,
  failed: {
    block: 'Не удалось заблокировать пользователя',
    unblock: 'Не удалось разблокировать пользователя',
    role: 'Не удалось изменить роль',
  } as Record<UserAction, string>,
  reasonTitle: 'Причина блокировки',
} as const;

export function validateReason(reason: string): string | null {
  const trimmed = reason.trim();
  return trimmed.length === 0 || trimmed.length > REASON_MAX_LENGTH ? USERS_TEXT.reasonError : null;
}

/** Buyer ↔ supplier; admins keep their role. */
export function otherRole(role: Role): 'buyer' | 'supplier' | null {
  if (role === 'buyer') return 'supplier';
  if (role === 'supplier') return 'buyer';
  return null;
}

/**
 * The name the user gave («Фамилия Имя Отчество»); empty while registration's default is all there
 * is («Пользователь», «ИНН …»: the server says so, ADR 0058).
 */
export function ownName(
  user: Pick<AdminUser, 'lastName' | 'firstName' | 'middleName' | 'nameGiven'>,
): string {
  if (!user.nameGiven) return '';
  return [user.lastName, user.firstName, user.middleName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

const ROLES: readonly string[] = ['admin', 'supplier', 'buyer'];
const STATUSES: readonly string[] = ['active', 'blocked'];

/** The filter as the URL keeps it (?search=&role=&status=&page=); unknown values are ignored. */
export function filterFromParams(params: URLSearchParams): UsersFilter {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    role: ROLES.includes(role) ? (role as Role) : '',
    status: STATUSES.includes(status) ? (status as UserStatus) : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
