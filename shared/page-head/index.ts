// What a page's document head says (ADR 0059): one description of it, written by the server into
// every document it sends and asked of the server by the SPA after each in-app navigation, turned
// into tags by the same function on both sides, so the two can never disagree.

/** The site's name as a visitor reads it. */
export const SITE_NAME = 'ВагонЗапчасть';
/** The title of a page that declares none: the site's name in upper case. */
export const DEFAULT_TITLE = 'ВАГОНЗАПЧАСТЬ';
export const DEFAULT_DESCRIPTION =
  'ВагонЗапчасть — маркетплейс запасных частей для грузовых вагонов и промышленного оборудования';

/**
 * The titles of the SPA's routes (titles come from route metadata), by the first
 * segment of the path. The route table declares them; the server gives them to the pages that
 * have no data of their own (sign-in, cart, cabinet), and the SPA falls back on them when the
 * server cannot be asked.
 */
export const ROUTE_TITLES = {
  login: 'Вход',
  'login-link': 'Вход по ссылке',
  register: 'Регистрация',
  'password-recovery': 'Восстановление доступа',
  catalog: 'Каталог',
  product: 'Товар',
  part: 'Деталь',
  services: 'Услуги',
  service: 'Услуга',
  cart: 'Корзина',
  contacts: 'Связаться с нами',
  guide: 'Руководство пользователя',
  news: 'Новости',
  'news-item': 'Новость',
  help: 'Помощь',
  ui: 'UI-кит',
  unauthorized: 'Доступ запрещён',
  profile: 'Личный кабинет',
  company: 'Данные компании',
  notFound: 'Страница не найдена',
} as const;

/** Page sizes of the public lists: what a list page shows is what its ItemList names. */
export const CATALOG_PAGE_SIZE = 12;
export const SERVICES_PAGE_SIZE = 12;
export const NEWS_PAGE_SIZE = 9;

/** The head of one page. URLs are absolute (the site's public origin). */
export interface PageHead {
  /** The HTTP status of the page's document (404: unknown; 403: access denied). */
  readonly status: number;
  readonly title: string;
  readonly description: string;
  /** null where the page is not to be indexed (a missing page, search results). */
  readonly canonical: string | null;
  /** `noindex, …` for a page crawlers should leave out; null for the rest. */
  readonly robots: string | null;
  readonly type: 'website' | 'product' | 'article';
  readonly image: string | null;
  /** schema.org objects, each written as its own JSON-LD block. */
  readonly jsonLd: readonly object[];
}

/** One element of the head: its name, attributes and text. */
export interface HeadTag {
  readonly tag: 'title' | 'meta' | 'link' | 'script';
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

/** The name of the marker the server puts in a document it sent with its page's head. */
export const HEAD_SOURCE_META = 'head-source';

/** Every element `headTags` writes: what the SPA removes before it writes the next page's. */
export const HEAD_TAGS_SELECTOR =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]';

/** The elements of the head for `head`: title, description, robots, canonical, Open Graph and JSON-LD. */
export function headTags(head: PageHead): HeadTag[] {
  const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });
  return [
    { tag: 'title', attributes: {}, text: head.title },
    meta({ name: 'description', content: head.description }),
    ...(head.robots ? [meta({ name: 'robots', content: head.robots })] : []),
    ...(head.canonical
      ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: head.canonical } }]
      : []),
    meta({ property: 'og:site_name', content: SITE_NAME }),
    meta({ property: 'og:type', content: head.type }),
    meta({ property: 'og:title', content: head.title }),
    meta({ property: 'og:description', content: head.description }),
    ...(head.canonical ? [meta({ property: 'og:url', content: head.canonical })] : []),
    meta({ property: 'og:locale', content: 'ru_RU' }),
    ...(head.image ? [meta({ property: 'og:image', content: head.image })] : []),
    ...head.jsonLd.map((object): HeadTag => ({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: JSON.stringify(object),
    })),
  ];
}
