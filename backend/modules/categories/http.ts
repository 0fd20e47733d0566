import { Router, type Request, type Response } from 'express';
import { Schema } from 'effect';
import type { ReadModels } from '../../../projections/runtime/index.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import { commandContext, decodeInput, parseId, ReadYourWrite, requireRole } from '../../src/http/index.ts';
import { MESSAGES, NAME_MAX_LENGTH } from './decider.ts';
import type { CategoryCommands } from './commands.ts';
import type { CategoryQueries } from './queries.ts';
import { CATEGORIES_PROJECTION, QUALITY_FILTERS, buildTree, flatten, toDto } from './view.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Name = Schema.String.check(Schema.isMaxLength(NAME_MAX_LENGTH * 2));
const Slug = Schema.String.check(Schema.isMaxLength(80));
const ImageUrl = Schema.NullOr(
  Schema.String.check(Schema.isMaxLength(500), Schema.isPattern(/^(\/|https?:\/\/)\S*$/)),
);

const CreateBody = Schema.Struct({
  name: Name,
  slug: Schema.optional(Slug),
  parentId: Schema.optional(Schema.NullOr(Id)),
  image: Schema.optional(ImageUrl),
  icon: Schema.optional(ImageUrl),
  isNameFilter: Schema.optional(Schema.Boolean),
});
const RenameBody = Schema.Struct({ name: Name, slug: Schema.optional(Slug) });
const MoveBody = Schema.Struct({
  parentId: Schema.NullOr(Id),
  position: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
});
const ReorderBody = Schema.Struct({
  parentId: Schema.NullOr(Id),
  orderedIds: Schema.Array(Id).check(Schema.isMaxLength(10_000)),
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

/** Public category reads and the admin's category commands. */
export function categoriesRouter(deps: { commands: CategoryCommands; queries: CategoryQueries; readModels: ReadModels }): Router {
  const { commands, queries, readModels } = deps;
  const router = Router();
  const all = () => queries.all();
  const one = (id: number) => queries.one(id);
  const write = new ReadYourWrite(readModels, [CATEGORIES_PROJECTION]);
  // A change answers the category as changed, or 202 with its Location while the read side lags (ADR 0062).
  const changed = (res: Response, outcome: { categoryId: number; position: Position | null }) =>
    write.changed(res, { id: outcome.categoryId, position: outcome.position }, `/api/categories/${outcome.categoryId}`, async () => toDto(await one(outcome.categoryId)));
  const id = (req: Request): number => parseId(req.params.id, MESSAGES.notFound);

  router.get('/api/categories', async (req, res) => {
    const docs = await all();
    res.json(req.query.tree_view === 'true' ? buildTree(docs) : flatten(docs));
  });

  router.get('/api/categories/filters/:id', async (req, res) => {
    const category = await one(id(req));
    const names = (await all())
      .filter((doc) => doc.parentId === category.id && doc.isNameFilter)
      .sort((a, b) => a.position - b.position)
      .map((doc) => doc.name);
    res.json({ name: names, quality: [...QUALITY_FILTERS] });
  });

  router.get('/api/categories/:id', async (req, res) => {
    res.json(toDto(await one(id(req))));
  });

  const admin = Router();
  admin.use(requireRole('admin'));

  admin.post('/', async (req, res) => {
    const body = decodeInput(CreateBody, req.body, FIELD_MESSAGES);
    const outcome = await commands.create(body, commandContext(req));
    const created = { id: outcome.categoryId, position: outcome.position };
    await write.created(res, created, `/api/categories/${outcome.categoryId}`, async () => toDto(await one(outcome.categoryId)));
  });

  admin.post('/reorder', async (req, res) => {
    const body = decodeInput(ReorderBody, req.body, FIELD_MESSAGES);
    const position = await commands.reorder(body.parentId, body.orderedIds, commandContext(req));
    await write.changed(res, { id: body.parentId ?? 'root', position }, '/api/categories', async () => flatten(await all()).filter((c) => c.parentId === body.parentId));
  });

  admin.put('/:id', async (req, res) => {
    const body = decodeInput(RenameBody, req.body, FIELD_MESSAGES);
    const outcome = await commands.rename(id(req), body, commandContext(req));
    await changed(res, outcome);
  });

  admin.post('/:id/move', async (req, res) => {
    const body = decodeInput(MoveBody, req.body, FIELD_MESSAGES);
    const outcome = await commands.move(id(req), body.parentId, body.position, commandContext(req));
    await changed(res, outcome);
  });

  admin.put('/:id/image', async (req, res) => {
    const body = decodeInput(ImageBody, req.body, FIELD_MESSAGES);
    const outcome = await commands.setImage(id(req), body.image, body.icon, commandContext(req));
    await changed(res, outcome);
  });

  admin.put('/:id/name-filter', async (req, res) => {
    const body = decodeInput(NameFilterBody, req.body, FIELD_MESSAGES);
    const outcome = await commands.setNameFilter(id(req), body.isNameFilter, commandContext(req));
    await changed(res, outcome);
  });

  admin.delete('/:id', async (req, res) => {
    await write.done(res, await commands.delete(id(req), commandContext(req)));
  });

  router.use('/api/admin/categories', admin);
  return router;
}
