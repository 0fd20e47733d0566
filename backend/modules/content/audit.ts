import type { AuditCatalog } from '../../kit/write/index.ts';
import type { NavigationEvent, PageEvent } from './events.ts';

const MENU = { entityType: 'navigation', entityId: 'main' } as const;
const PAGE_NAMES = { home: 'Главная', guide: 'Руководство', contacts: 'Контакты' } as const;

/** How the site menu's events read in the audit: the menu is one entity. */
export const navigationAudit: AuditCatalog<NavigationEvent> = {
  NavigationItemAdded: (d) => ({
    ...MENU,
    action: `Добавлен пункт «${d.text}»`,
    name: 'Меню сайта',
    changes: [
      { field: 'Ссылка', value: d.link },
      { field: 'Показан', value: d.isActive ? 'да' : 'нет' },
    ],
  }),
  NavigationItemChanged: (d) => ({
    ...MENU,
    action: `Изменён пункт «${d.text}»`,
    name: 'Меню сайта',
    changes: [
      { field: 'Ссылка', value: d.link },
      { field: 'Показан', value: d.isActive ? 'да' : 'нет' },
    ],
  }),
  NavigationItemRemoved: (d) => ({ ...MENU, action: `Удалён пункт ${d.itemId}`, name: 'Меню сайта' }),
  NavigationReordered: (d) => ({
    ...MENU,
    action: 'Изменён порядок пунктов',
    name: 'Меню сайта',
    changes: [{ field: 'Порядок', value: d.orderedIds.join(', ') }],
  }),
};

export const pageAudit: AuditCatalog<PageEvent> = {
  HomePageContentReplaced: (d) => ({
    entityType: 'page',
    entityId: 'home',
    name: PAGE_NAMES.home,
    action: 'Изменена',
    changes: [{ field: 'Баннер', value: d.banner.title }],
  }),
  GuidePageContentReplaced: (d) => ({
    entityType: 'page',
    entityId: 'guide',
    name: PAGE_NAMES.guide,
    action: 'Изменена',
    changes: [{ field: 'Разделов', value: String(d.sections.length) }],
  }),
  ContactsPageContentReplaced: (d) => ({
    entityType: 'page',
    entityId: 'contacts',
    name: PAGE_NAMES.contacts,
    action: 'Изменена',
    changes: [{ field: 'Контактов', value: String(d.contacts.length) }],
  }),
};
