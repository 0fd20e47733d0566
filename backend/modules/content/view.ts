import type { Doc } from '../../../infra/read-store/index.ts';
import type {
  ContactType,
  ContactsPageContent,
  GuidePageContent,
  HomePageContent,
  NavigationItemType,
  Page,
} from './events.ts';

export const NAVIGATION_PROJECTION = 'navigation';
export const PAGES_PROJECTION = 'pages';

/** Read-model document of one menu item (projection `navigation`). */
export interface NavigationItemDoc extends Doc {
  id: number;
  text: string;
  link: string;
  type: NavigationItemType;
  isActive: boolean;
  position: number;
}

/** Read-model document of one page (projection `pages`), keyed by its slug. */
export type PageDoc = Doc & Page;

/** A menu item as `GET /api/navigation` answers it; the SPA shows the active ones. */
export interface NavigationItemDto {
  id: number;
  text: string;
  link: string;
  type: NavigationItemType;
  isActive: boolean;
}

export interface ContactsPageDto extends ContactsPageContent {
  /** The first entry of each kind, for the footer; null when the page has none. */
  address: string | null;
  phone: string | null;
  email: string | null;
}

export type PageDto = HomePageContent | GuidePageContent | ContactsPageDto;

export function navigationItemDto(doc: NavigationItemDoc): NavigationItemDto {
  return { id: doc.id, text: doc.text, link: doc.link, type: doc.type, isActive: doc.isActive };
}

/** The whole menu in the admin's order. */
export function navigationMenu(docs: readonly NavigationItemDoc[]): { items: NavigationItemDto[] } {
  const items = [...docs].sort((a, b) => a.position - b.position || a.id - b.id);
  return { items: items.map(navigationItemDto) };
}

export function pageDto(page: Page): PageDto {
  switch (page.slug) {
    case 'home':
      return { banner: page.content.banner, advantages: page.content.advantages };
    case 'guide':
      return {
        title: page.content.title,
        description: page.content.description,
        sections: page.content.sections,
      };
    case 'contacts': {
      const { title, description, contacts, mapCoordinates } = page.content;
      const first = (type: ContactType): string | null =>
        contacts.find((c) => c.type === type)?.value ?? null;
      return {
        title,
        description,
        contacts,
        mapCoordinates,
        address: first('Адрес'),
        phone: first('Телефон'),
        email: first('Email'),
      };
    }
  }
}
