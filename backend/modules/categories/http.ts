import { Router, type Request, type Response } from 'express';
import { Schema } from 'effect';
import type { ReadModels } from '../../kit/read/index.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import type { CommandContext } from '../../kit/write/index.ts';
import { commandContext, decodeInput, parseId, ReadYourWrite, requireRole } from '../../kit/http/index.ts';
import { MESSAGES, NAME_MAX_LENGTH } from './decider.ts';
import {
  MESSAGES as SERVICE_CATEGORY_MESSAGES,
  NAME_MAX_LENGTH as SERVICE_CATEGORY_NAME_MAX_LENGTH,
} from './service-category-decider.ts';
import type { CategoryCommands, ServiceCategoryCommands } from './commands.ts';
import type { CommandOutcome } from './tree-commands.ts';
import type { CategoryQueries, ServiceCategoryQueries, TreeQueries } from './queries.ts';
import { PRODUCT_CATEGORY_TREE, SERVICE_CATEGORY_TREE } from './tree-kinds.ts';
import {
  QUALITY_FILTERS,
  buildTree,
  flatten,
  flattenServiceCategories,
  serviceCategoryDto,
  toDto,
  type TreeDoc,
} from './view.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Slug = Schema.String.check(Schema.isMaxLength(80));
const ImageUrl = Schema.NullOr(
  Schema.String.check(Schema.isMaxLength(500), Schema.isPattern(/^(\/|https?:\/\/)\S*$/)),
);
const ReorderBody = Schema.Struct({
  parentId: Schema.NullOr(Id),
  orderedIds: Schema.Array(Id).check(Schema.isMaxLength(10_000)),
});
const nameOf = (maxLength: number) => Schema.String.check(Schema.isMaxLength(maxLength * 2));
const renameBody = (maxLength: number) =>
  Schema.Struct({ name: nameOf(maxLength), slug: Schema.optional(Slug) });

const CreateBody = Schema.Struct({
  name: nameOf(NAME_MAX_LENGTH),
  slug: Schema.optional(Slug),
  parentId: Schema.optional(Schema.NullOr(Id)),
  image: Schema.optional(ImageUrl),
  icon: Schema.optional(ImageUrl),
  isNameFilter: Schema.optional(Schema.Boolean),
});
const MoveBody = Schema.Struct({
  parentId: Schema.NullOr(Id),
  position: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
});
const ImageBody = Schema.Struct({ image: ImageUrl, icon: Schema.optional(ImageUrl) });
const NameFilterBody = Schema.Struct({ isNameFilter: Schema.Boolean });

const FIELD_MESSAGES = {
  name: MESSAGES.nameRequired,
  slug: MESSAGES.badSlug,
  parentId: 'Укажите родительскую категорию числом или null для корневой',
  position: 'Позиция должна быть целым неотрицательным числом',
  orderedIds: 'Укажите порядок списком идентификаторов подкатегорий',
  image: 'Укажите адрес изображения (путь от корня сайта или http(s)-ссылку)',
  icon: 'Укажите адрес иконки (путь от корня сайта или http(s)-ссылку)',
  isNameFilter: 'Признак фильтра по наименованию должен быть true или false',
} as const;

const CreateServiceCategoryBody = Schema.Struct({
  name: nameOf(SERVICE_CATEGORY_NAME_MAX_LENGTH),
  slug: Schema.optional(Slug),
  parentId: Schema.optional(Schema.NullOr(Id)),
  image: Schema.optional(ImageUrl),
});
const ServiceCategoryImageBody = Schema.Struct({ image: ImageUrl });

const SERVICE_CATEGORY_FIELDS = {
  name: SERVICE_CATEGORY_MESSAGES.nameRequired,
  slug: SERVICE_CATEGORY_MESSAGES.badSlug,
  parentId: 'Укажите родительскую категорию услуг числом или null для корневой',
  orderedIds: 'Укажите порядок списком идентификаторов подкатегорий',
  image: 'Укажите адрес изображения (путь от корня сайта или http(s)-ссылку)',
} as const;

/** The routes every category tree has, whichever its kind; what differs is given by the tree. */
interface TreeRoutes<D extends TreeDoc, Dto extends { parentId: number | null }, Create, Image> {
  /** `/api/categories`: the public reads; the admin's commands live under `/api/admin/…`. */
  readonly path: string;
  readonly adminPath: string;
  readonly kind: { readonly projection: string; readonly notFound: string };
  readonly readModels: ReadModels;
  readonly queries: TreeQueries<D>;
  readonly dto: (doc: D) => Dto;
  /** Every section in the admin's order. */
  readonly flat: (docs: readonly D[]) => Dto[];
  readonly fields: Record<string, string>;
  readonly bodies: {
    readonly create: Schema.Codec<Create>;
    readonly rename: ReturnType<typeof renameBody>;
    readonly image: Schema.Codec<Image>;
  };
  readonly commands: {
    create(body: Create, context: CommandContext): Promise<CommandOutcome>;
    rename(
      id: number,
      body: { name: string; slug?: string | undefined },
      context: CommandContext,
    ): Promise<CommandOutcome>;
    reorder(
      parentId: number | null,
      orderedIds: readonly number[],
      context: CommandContext,
    ): Promise<Position | null>;
    setImage(id: number, body: Image, context: CommandContext): Promise<CommandOutcome>;
    delete(id: number, context: CommandContext): Promise<Position | null>;
  };
}

/**
 * Mounts a tree's reads and the admin's commands on `router`; a change answers the section as
 * changed, or 202 with its Location while the read side lags (ADR 0062). Returns the admin's router
 * so the tree may add its own commands.
 */
function treeRoutes<D extends TreeDoc, Dto extends { parentId: number | null }, Create, Image>(
  router: Router,
  tree: TreeRoutes<D, Dto, Create, Image>,
): {
  admin: Router;
  id: (req: Request) => number;
  changed: (res: Response, outcome: CommandOutcome) => Promise<void>;
} {
  const { path, queries, dto, flat, fields, bodies, commands } = tree;
  const write = new ReadYourWrite(tree.readModels, [tree.kind.projection]);
  const one = async (id: number) => dto(await queries.one(id));
  const changed = (res: Response, outcome: CommandOutcome) =>
    write.changed(res, outcome, `${path}/${outcome.id}`, () => one(outcome.id));
  const id = (req: Request): number => parseId(req.params.id, tree.kind.notFound);

  router.get(`${path}/:id`, async (req, res) => {
    res.json(await one(id(req)));
  });

  const admin = Router();
  admin.use(requireRole('admin'));

  admin.post('/', async (req, res) => {
    const outcome = await commands.create(decodeInput(bodies.create, req.body, fields), commandContext(req));
    await write.created(res, outcome, `${path}/${outcome.id}`, () => one(outcome.id));
  });

  admin.post('/reorder', async (req, res) => {
    const body = decodeInput(ReorderBody, req.body, fields);
    const position = await commands.reorder(body.parentId, body.orderedIds, commandContext(req));
    await write.changed(res, { id: body.parentId ?? 'root', position }, path, async () =>
      flat(await queries.all()).filter((c) => c.parentId === body.parentId),
    );
  });

  admin.put('/:id', async (req, res) => {
    await changed(
      res,
      await commands.rename(id(req), decodeInput(bodies.rename, req.body, fields), commandContext(req)),
    );
  });

  admin.put('/:id/image', async (req, res) => {
    await changed(
      res,
      await commands.setImage(id(req), decodeInput(bodies.image, req.body, fields), commandContext(req)),
    );
  });

  admin.delete('/:id', async (req, res) => {
    await write.done(res, await commands.delete(id(req), commandContext(req)));
  });

  router.use(tree.adminPath, admin);
  return { admin, id, changed };
}

/** Public reads of both category trees (products' and services') and the admin's commands on them. */
export function categoriesRouter(deps: {
  commands: CategoryCommands;
  queries: CategoryQueries;
  serviceCommands: ServiceCategoryCommands;
  serviceQueries: ServiceCategoryQueries;
  readModels: ReadModels;
}): Router {
  const { commands, queries, serviceCommands, serviceQueries, readModels } = deps;
  const router = Router();

  router.get('/api/categories', async (req, res) => {
    const docs = await queries.all();
    res.json(req.query.tree_view === 'true' ? buildTree(docs) : flatten(docs));
  });

  const products = treeRoutes(router, {
    path: '/api/categories',
    adminPath: '/api/admin/categories',
    kind: PRODUCT_CATEGORY_TREE,
    readModels,
    queries,
    dto: toDto,
    flat: flatten,
    fields: FIELD_MESSAGES,
    bodies: { create: CreateBody, rename: renameBody(NAME_MAX_LENGTH), image: ImageBody },
    commands: {
      create: (body, context) => commands.create(body, context),
      rename: (id, body, context) => commands.rename(id, body, context),
      reorder: (parentId, orderedIds, context) => commands.reorder(parentId, orderedIds, context),
      setImage: (id, body, context) => commands.setImage(id, body.image, body.icon, context),
      delete: (id, context) => commands.delete(id, context),
    },
  });

  router.get('/api/categories/filters/:id', async (req, res) => {
    const category = await queries.one(products.id(req));
    const names = (await queries.all())
      .filter((doc) => doc.parentId === category.id && doc.isNameFilter)
      .sort((a, b) => a.position - b.position)
      .map((doc) => doc.name);
    res.json({ name: names, quality: [...QUALITY_FILTERS] });
  });

  products.admin.post('/:id/move', async (req, res) => {
    const body = decodeInput(MoveBody, req.body, FIELD_MESSAGES);
    await products.changed(
      res,
      await commands.move(products.id(req), body.parentId, body.position, commandContext(req)),
    );
  });

  products.admin.put('/:id/name-filter', async (req, res) => {
    const body = decodeInput(NameFilterBody, req.body, FIELD_MESSAGES);
    await products.changed(
      res,
      await commands.setNameFilter(products.id(req), body.isNameFilter, commandContext(req)),
    );
  });

  router.get('/api/service-categories', async (_req, res) => {
    res.json(flattenServiceCategories(await serviceQueries.all()));
  });

  treeRoutes(router, {
    path: '/api/service-categories',
    adminPath: '/api/admin/service-categories',
    kind: SERVICE_CATEGORY_TREE,
    readModels,
    queries: serviceQueries,
    dto: serviceCategoryDto,
    flat: flattenServiceCategories,
    fields: SERVICE_CATEGORY_FIELDS,
    bodies: {
      create: CreateServiceCategoryBody,
      rename: renameBody(SERVICE_CATEGORY_NAME_MAX_LENGTH),
      image: ServiceCategoryImageBody,
    },
    commands: {
      create: (body, context) => serviceCommands.create(body, context),
      rename: (id, body, context) => serviceCommands.rename(id, body, context),
      reorder: (parentId, orderedIds, context) => serviceCommands.reorder(parentId, orderedIds, context),
      setImage: (id, body, context) => serviceCommands.setImage(id, body.image, context),
      delete: (id, context) => serviceCommands.delete(id, context),
    },
  });

  return router;
}
