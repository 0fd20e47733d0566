import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));

/** `page`: a page of this site (the link is a path); `link`: any address, also outside the site. */
export const NAVIGATION_ITEM_TYPES = ['page', 'link'] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

/** The kinds of entries of the contacts page, in the order the page lists them. */
export const CONTACT_TYPES = ['Адрес', 'Телефон', 'Email', 'Режим работы'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The home page has exactly three advantage cards. */
export const ADVANTAGE_COUNT = 3;

const navigationSchemas = {
  NavigationItemAdded: Schema.Struct({
    itemId: Id,
    text: Text,
    link: Text,
    type: Schema.Literals(NAVIGATION_ITEM_TYPES),
    isActive: Schema.Boolean,
    position: Schema.Int,
  }),
  NavigationItemChanged: Schema.Struct({
    itemId: Id,
    text: Text,
    link: Text,
    type: Schema.Literals(NAVIGATION_ITEM_TYPES),
    isActive: Schema.Boolean,
  }),
  NavigationItemRemoved: Schema.Struct({ itemId: Id }),
  NavigationReordered: Schema.Struct({ orderedIds: Schema.Array(Id) }),
};

const TitledText = Schema.Struct({ title: Text, description: Schema.String });
const Coordinate = (limit: number) =>
  Schema.Finite.check(Schema.isBetween({ minimum: -limit, maximum: limit }));
/** Where the contacts page's map points: a latitude and a longitude in degrees. */
export const MapCoordinates = Schema.Struct({ lat: Coordinate(90), lng: Coordinate(180) });

/** The home page: its banner and its advantage cards, each a title and a text of the given kind. */
export const homePageOf = <Titled extends Schema.Top>(titled: Titled) =>
  Schema.Struct({
    banner: titled,
    advantages: Schema.Array(titled).check(
      Schema.isMinLength(ADVANTAGE_COUNT),
      Schema.isMaxLength(ADVANTAGE_COUNT),
    ),
  });

/** One event type per page: each page has its own shape, checked when written and when read. */
const pageSchemas = {
  HomePageContentReplaced: homePageOf(TitledText),
  GuidePageContentReplaced: Schema.Struct({
    title: Text,
    description: Schema.String,
    /** `content` is HTML as the admin wrote it; the SPA sanitizes it when rendering (ADR 0008). */
    sections: Schema.Array(Schema.Struct({ title: Text, content: Text })),
  }),
  ContactsPageContentReplaced: Schema.Struct({
    title: Text,
    description: Schema.String,
    contacts: Schema.Array(Schema.Struct({ type: Schema.Literals(CONTACT_TYPES), value: Text })),
    mapCoordinates: MapCoordinates,
  }),
};

type Events<S extends Record<string, Schema.Top>> = {
  [K in keyof S & string]: DomainEvent<K, S[K]['Type']>;
}[keyof S & string];

export type NavigationEvent = Events<typeof navigationSchemas>;
export type PageEvent = Events<typeof pageSchemas>;

export type HomePageContent = PageEventData<'HomePageContentReplaced'>;
export type GuidePageContent = PageEventData<'GuidePageContentReplaced'>;
export type ContactsPageContent = PageEventData<'ContactsPageContentReplaced'>;
type PageEventData<K extends PageEvent['type']> = Extract<PageEvent, { type: K }>['data'];

/** The pages the SPA asks for (`GET /api/pages/{slug}`), each with its content shape and event. */
export interface PageContents {
  home: HomePageContent;
  guide: GuidePageContent;
  contacts: ContactsPageContent;
}
export type PageSlug = keyof PageContents;
export const PAGE_SLUGS: readonly PageSlug[] = ['home', 'guide', 'contacts'];

/** A page with its content, told apart by its slug. */
export type Page = { [S in PageSlug]: { readonly slug: S; readonly content: PageContents[S] } }[PageSlug];

export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(value);
}

/** The page an event describes. */
export function pageOf(event: PageEvent): Page {
  switch (event.type) {
    case 'HomePageContentReplaced':
      return { slug: 'home', content: event.data };
    case 'GuidePageContentReplaced':
      return { slug: 'guide', content: event.data };
    case 'ContactsPageContentReplaced':
      return { slug: 'contacts', content: event.data };
  }
}

/** The event that replaces a page's content. */
export function pageReplaced(page: Page): PageEvent {
  switch (page.slug) {
    case 'home':
      return { type: 'HomePageContentReplaced', data: page.content };
    case 'guide':
      return { type: 'GuidePageContentReplaced', data: page.content };
    case 'contacts':
      return { type: 'ContactsPageContentReplaced', data: page.content };
  }
}

export const navigationEvents = new EventCodec<NavigationEvent>(navigationSchemas);
export const pageEvents = new EventCodec<PageEvent>(pageSchemas);

/** The site menu is one aggregate, in one stream. */
export const NAVIGATION_STREAM = 'navigationMenu-main';
/** Each page is its own aggregate. */
export const pageStream = (slug: PageSlug): string => `page-${slug}`;
