import type { ApiAnswer, ApiSchema } from '../../shared/api';
import { EMPTY_PERIOD_SEARCH, type PeriodSearchFilter } from '../../shared/lib';

/** «Журнал решений»: every decision of the admins, and the history of one thing (docs/openapi.yaml). */

export type AuditEntity = ApiSchema<'AuditEntity'>;
export type AuditEntry = ApiSchema<'AuditEntry'>;
/** One page of the journal (GET /api/admin/audit). */
export type AuditPage = ApiAnswer<'/api/admin/audit', 'get'>;

export interface AuditFilter extends PeriodSearchFilter {
  actorId: string;
  entityType: string;
  action: string;
}

export const AUDIT_PAGE_SIZE = 50;
export const EMPTY_FILTER: AuditFilter = { ...EMPTY_PERIOD_SEARCH, actorId: '', entityType: '', action: '' };

/** The kinds of things decisions are about (the server's entity types), in the filter's order. */
export const ENTITY_TYPES: ReadonlyArray<[string, string]> = [
  ['product', 'Товары'],
  ['service', 'Услуги'],
  ['order', 'Заказы'],
  ['serviceRequest', 'Заявки на услуги'],
  ['user', 'Пользователи'],
  ['company', 'Компании'],
  ['category', 'Категории'],
  ['serviceCategory', 'Категории услуг'],
  ['news', 'Новости'],
  ['page', 'Страницы'],
  ['navigation', 'Меню'],
  ['feedback', 'Обращения'],
];

/** The query of the list and of the CSV: empty fields are left out; the period is whole days. */
export function auditQuery(
  filter: AuditFilter,
  withPage = true,
): Record<string, string | number | undefined> {
  return {
    search: filter.search.trim() || undefined,
    actorId: filter.actorId || undefined,
    entityType: filter.entityType || undefined,
    action: filter.action.trim() || undefined,
    from: filter.from ? new Date(`${filter.from}T00:00:00`).toISOString() : undefined,
    to: filter.to ? new Date(`${filter.to}T23:59:59.999`).toISOString() : undefined,
    ...(withPage ? { page: filter.page, limit: AUDIT_PAGE_SIZE } : {}),
  };
}

export const AUDIT_TEXT = {
  title: 'Журнал решений',
  search: 'Объект',
  searchPlaceholder: 'Название или номер: «рама боковая», 42',
  admin: 'Администратор',
  allAdmins: 'Все администраторы',
  entity: 'Тип объекта',
  allEntities: 'Все объекты',
  action: 'Решение',
  actionPlaceholder: 'отклон, заблок, опубликов…',
  from: 'С',
  to: 'По',
  reset: 'Сбросить',
  export: 'Скачать CSV',
  columns: { at: 'Когда', actor: 'Кто', entity: 'Объект', action: 'Решение', reason: 'Причина и изменения' },
  loading: 'Загрузка журнала...',
  empty: 'Решений не найдено',
  emptyFiltered: 'Измените или сбросьте фильтр.',
  emptyAll: 'Здесь появятся решения администраторов: модерация, блокировки, изменения категорий и контента.',
  loadError: 'Не удалось загрузить журнал решений',
  retry: 'Повторить',
  history: 'История',
  historyOf: (label: string, name: string) => `История: ${label} «${name}»`,
  historyLoading: 'Загрузка истории...',
  historyError: 'Не удалось загрузить историю',
  system: 'Система',
  unnamed: 'без названия',
  roles: { admin: 'администратор', supplier: 'поставщик', buyer: 'покупатель' } as Record<string, string>,
} as const;
