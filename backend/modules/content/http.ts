import { Router, type Request } from 'express';
import { Schema } from 'effect';
import type { ReadModels } from '../../kit/read/index.ts';
import { commandContext, decodeInput, parseId, ReadYourWrite, requireRole } from '../../kit/http/index.ts';
import { notFound } from '../../kit/write/index.ts';
import {
  CONTACT_TYPES,
  MapCoordinates,
  NAVIGATION_ITEM_TYPES,
  homePageOf,
  isPageSlug,
  type Page,
  type PageSlug,
} from './events.ts';
import { LINK_MAX_LENGTH, MESSAGES as NAVIGATION_MESSAGES, TEXT_MAX_LENGTH } from './navigation-decider.ts';
import { MESSAGES as PAGE_MESSAGES } from './page-decider.ts';
import type { ContentCommands } from './commands.ts';
import type { ContentQueries } from './queries.ts';
import {
  NAVIGATION_PROJECTION,
  PAGES_PROJECTION,
  navigationItemDto,
  navigationMenu,
  pageDto,
  type NavigationItemDoc,
  type PageDoc,
} from './view.ts';

type Deps = {
  commands: ContentCommands;
  queries: ContentQueries;
  readModels: ReadModels;
  /** The name of the user who wrote a version (the page history); absent: the history names none. */
  actorName?: (userId: string) => Promise<string | null>;
};

const RestoreBody = Schema.Struct({ version: Schema.Int.check(Schema.isGreaterThan(0)) });
const RESTORE_FIELDS = { version: 'Укажите номер версии страницы' } as const;

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const OrderedIds = Schema.Array(Id).check(Schema.isMaxLength(10_000));

// ---- navigation -------------------------------------------------------------------------------

const NavigationText = Schema.String.check(Schema.isMaxLength(TEXT_MAX_LENGTH * 2));
const NavigationLink = Schema.String.check(Schema.isMaxLength(LINK_MAX_LENGTH * 2));
const NavigationType = Schema.Literals(NAVIGATION_ITEM_TYPES);

const NavigationItemBody = Schema.Struct({
  text: NavigationText,
  link: NavigationLink,
  type: Schema.optional(NavigationType),
  isActive: Schema.optional(Schema.Boolean),
});
const NavigationReorderBody = Schema.Struct({ orderedIds: OrderedIds });

const NAVIGATION_FIELDS = {
  text: NAVIGATION_MESSAGES.textRequired,
  link: NAVIGATION_MESSAGES.badLink,
  type: 'Тип пункта меню должен быть «page» (страница сайта) или «link» (ссылка)',
  isActive: 'Признак активности должен быть true или false',
  orderedIds: 'Укажите порядок списком идентификаторов пунктов меню',
} as const;

function navigationRoutes(router: Router, { commands, queries, readModels }: Deps): void {
  const one = async (id: number): Promise<NavigationItemDoc> => {
    const doc = await queries.navigationItem(id);
    if (!doc) throw notFound(NAVIGATION_MESSAGES.notFound);
    return doc;
  };
  const navigation = new ReadYourWrite(readModels, [NAVIGATION_PROJECTION]);
  const id = (req: Request): number => parseId(req.params.id, NAVIGATION_MESSAGES.notFound);

  router.get('/api/navigation', async (_req, res) => {
    res.json(navigationMenu(await queries.navigationItems()));
  });

  const admin = Router();
  admin.use(requireRole('admin'));

  admin.post('/', async (req, res) => {
    const body = decodeInput(NavigationItemBody, req.body, NAVIGATION_FIELDS);
    const outcome = await commands.navigation.add(body, commandContext(req));
    // Navigation items are read in the menu (GET /api/navigation), not one by one.
    await navigation.created(res, outcome, '/api/navigation', async () =>
      navigationItemDto(await one(outcome.id)),
    );
  });

  admin.post('/reorder', async (req, res) => {
    const body = decodeInput(NavigationReorderBody, req.body, NAVIGATION_FIELDS);
    const position = await commands.navigation.reorder(body.orderedIds, commandContext(req));
    await navigation.changed(res, { id: 'menu', position }, '/api/navigation', async () =>
      navigationMenu(await queries.navigationItems()),
    );
  });

  admin.put('/:id', async (req, res) => {
    const body = decodeInput(NavigationItemBody, req.body, NAVIGATION_FIELDS);
    const outcome = await commands.navigation.change(id(req), body, commandContext(req));
    await navigation.changed(res, outcome, '/api/navigation', async () =>
      navigationItemDto(await one(outcome.id)),
    );
  });

  admin.delete('/:id', async (req, res) => {
    await navigation.done(res, await commands.navigation.remove(id(req), commandContext(req)));
  });

  router.use('/api/admin/navigation', admin);
}

// ---- pages ------------------------------------------------------------------------------------

/** A required line of text, trimmed. */
const Line = (max: number) => Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(max));
/** Text that may be empty, trimmed. */
const Paragraph = (max: number) => Schema.Trim.check(Schema.isMaxLength(max));
const TitledText = Schema.Struct({ title: Line(200), description: Paragraph(1000) });

/** The content of each page as the admin sends it. Guide sections are HTML, stored as written. */
const PAGE_BODIES = {
  home: homePageOf(TitledText),
  guide: Schema.Struct({
    title: Line(200),
    description: Paragraph(2000),
    sections: Schema.Array(Schema.Struct({ title: Line(200), content: Line(100_000) })).check(
      Schema.isMaxLength(50),
    ),
  }),
  contacts: Schema.Struct({
    title: Line(200),
    description: Paragraph(2000),
    contacts: Schema.Array(Schema.Struct({ type: Schema.Literals(CONTACT_TYPES), value: Line(500) })).check(
      Schema.isMinLength(1),
      Schema.isMaxLength(20),
    ),
    mapCoordinates: MapCoordinates,
  }),
};

const PAGE_TITLE = 'Введите заголовок страницы (до 200 символов)';
const PAGE_DESCRIPTION = 'Описание страницы должно быть текстом до 2000 символов';

const PAGE_FIELDS: Record<PageSlug, Record<string, string>> = {
  home: {
    banner: 'Укажите заголовок баннера (до 200 символов) и его описание (до 1000 символов)',
    advantages: 'Укажите ровно три преимущества: заголовок (до 200 символов) и описание (до 1000 символов)',
  },
  guide: {
    title: PAGE_TITLE,
    description: PAGE_DESCRIPTION,
    sections: 'Каждый раздел должен иметь заголовок (до 200 символов) и содержимое; не более 50 разделов',
  },
  contacts: {
    title: PAGE_TITLE,
    description: PAGE_DESCRIPTION,
    contacts:
      'Укажите от 1 до 20 контактов: тип (Адрес, Телефон, Email или Режим работы) и значение до 500 символов',
    mapCoordinates: 'Укажите координаты карты: широта lat от -90 до 90, долгота lng от -180 до 180',
  },
};

/** The page named by a request body, checked against that page's shape. */
function decodePage(slug: PageSlug, body: unknown): Page {
  switch (slug) {
    case 'home':
      return { slug, content: decodeInput(PAGE_BODIES.home, body, PAGE_FIELDS.home) };
    case 'guide':
      return { slug, content: decodeInput(PAGE_BODIES.guide, body, PAGE_FIELDS.guide) };
    case 'contacts':
      return { slug, content: decodeInput(PAGE_BODIES.contacts, body, PAGE_FIELDS.contacts) };
  }
}

function pageRoutes(router: Router, { commands, queries, readModels, actorName }: Deps): void {
  const pages = new ReadYourWrite(readModels, [PAGES_PROJECTION]);
  const slug = (req: Request): PageSlug => {
    const value = String(req.params.slug);
    if (!isPageSlug(value)) throw notFound(PAGE_MESSAGES.notFound);
    return value;
  };
  const one = async (page: PageSlug): Promise<PageDoc> => {
    const doc = await queries.page(page);
    if (!doc) throw notFound(PAGE_MESSAGES.notFound);
    return doc;
  };

  router.get('/api/pages/:slug', async (req, res) => {
    res.json(pageDto(await one(slug(req))));
  });

  const admin = Router();
  admin.use(requireRole('admin'));

  admin.put('/:slug', async (req, res) => {
    const page = decodePage(slug(req), req.body);
    const position = await commands.pages.replace(page, commandContext(req));
    await pages.changed(res, { id: page.slug, position }, `/api/pages/${page.slug}`, async () =>
      pageDto(await one(page.slug)),
    );
  });

  // Who changed the page and when, each version whole, newest first; an earlier version restored.
  admin.get('/:slug/history', async (req, res) => {
    const versions = await commands.pages.history(slug(req));
    const names = new Map<string, string | null>();
    for (const { userId } of versions)
      if (userId !== null && !names.has(userId)) names.set(userId, (await actorName?.(userId)) ?? null);
    res.json({
      versions: versions.map(({ version, at, userId, page }) => ({
        version,
        at,
        userId: userId === null ? null : Number(userId) || userId,
        userName: userId === null ? null : (names.get(userId) ?? null),
        content: page.content,
      })),
    });
  });

  admin.post('/:slug/restore', async (req, res) => {
    const page = slug(req);
    const { version } = decodeInput(RestoreBody, req.body, RESTORE_FIELDS);
    const position = await commands.pages.restore(page, version, commandContext(req));
    await pages.changed(res, { id: page, position }, `/api/pages/${page}`, async () =>
      pageDto(await one(page)),
    );
  });

  router.use('/api/admin/pages', admin);
}

/** Public reads of the SPA shell's content (menu, pages) and the admin's commands. */
export function contentRouter(deps: Deps): Router {
  const router = Router();
  navigationRoutes(router, deps);
  pageRoutes(router, deps);
  return router;
}
