import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { NavigationEvent, PageEvent, PageSlug } from './events.ts';

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

const page = auditEntity('page');

/** A page's edit: the page, «Изменена», and the one figure that tells what its new content holds. */
const pageEdited = (slug: PageSlug, field: string, value: string) => ({
  ...page(slug),
  name: PAGE_NAMES[slug],
  action: 'Изменена',
  changes: [{ field, value }],
});

export const pageAudit: AuditCatalog<PageEvent> = {
  HomePageContentReplaced: (d) => pageEdited('home', 'Баннер', d.banner.title),
  GuidePageContentReplaced: (d) => pageEdited('guide', 'Разделов', String(d.sections.length)),
  ContactsPageContentReplaced: (d) => pageEdited('contacts', 'Контактов', String(d.contacts.length)),
};
