import { Router, type Request, type Response } from 'express';
import { Schema } from 'effect';
import type { ReadModels } from '../../kit/read/index.ts';
import {
  commandContext,
  decodeInput,
  decodeListQuery,
  pageQuery,
  parseId,
  ReadYourWrite,
  requireRole,
  RequestInstant,
} from '../../kit/http/index.ts';
import type { NewsCommands, NewsOutcome } from './commands.ts';
import { CONTENT_MAX_LENGTH, MESSAGES, TITLE_MAX_LENGTH } from './news-decider.ts';
import type { NewsQueries } from './queries.ts';
import { NEWS_PROJECTION } from './view.ts';

type Deps = { commands: NewsCommands; queries: NewsQueries; readModels: ReadModels };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const ListQuery = Schema.Struct(pageQuery(MAX_PAGE_SIZE));
const AdminListQuery = Schema.Struct({
  ...pageQuery(MAX_PAGE_SIZE),
  status: Schema.optional(Schema.Literals(['draft', 'published'])),
});
const LIST_FIELDS = {
  page: 'Номер страницы должен быть целым числом от 1',
  limit: `Количество на странице должно быть целым числом от 1 до ${MAX_PAGE_SIZE}`,
  status: 'Статус должен быть «draft» (черновик) или «published» (опубликована)',
} as const;

const NewsBody = Schema.Struct({
  title: Schema.String.check(Schema.isMaxLength(TITLE_MAX_LENGTH * 2)),
  content: Schema.String.check(Schema.isMaxLength(CONTENT_MAX_LENGTH)),
  image: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(500)))),
  publishedAt: Schema.optional(Schema.NullOr(RequestInstant)),
});
const PublishBody = Schema.Struct({ publishedAt: Schema.optional(Schema.NullOr(RequestInstant)) });
const NEWS_FIELDS = {
  title: MESSAGES.titleRequired,
  content: MESSAGES.contentTooLong,
  image: MESSAGES.badImage,
  publishedAt: MESSAGES.badDate,
} as const;

/** Public news (`GET /api/news`) and the admins' news desk under `/api/admin/news`. */
export function newsRouter({ commands, queries, readModels }: Deps): Router {
  const router = Router();
  const id = (req: Request): number => parseId(req.params.id, MESSAGES.notFound);
  const write = new ReadYourWrite(readModels, [NEWS_PROJECTION]);
  const newsAt = (newsId: number) => `/api/admin/news/${newsId}`;
  const settled = (res: Response, outcome: NewsOutcome) =>
    write.changed(res, outcome, newsAt(outcome.id), () => queries.adminItem(outcome.id, new Date()));

  router.get('/api/news', async (req, res) => {
    const { page, limit } = decodeListQuery(req.query, ListQuery, LIST_FIELDS, DEFAULT_PAGE_SIZE);
    res.json(await queries.publicPage(page, limit, new Date()));
  });

  router.get('/api/news/:id', async (req, res) => {
    const newsId = id(req);
    // Admins open drafts and scheduled items from their desk on the public page (the preview).
    res.json(
      req.auth?.role === 'admin'
        ? await queries.preview(newsId)
        : await queries.publicItem(newsId, new Date()),
    );
  });

  const admin = Router();
  admin.use(requireRole('admin'));

  admin.get('/', async (req, res) => {
    const { query, page, limit } = decodeListQuery(req.query, AdminListQuery, LIST_FIELDS, DEFAULT_PAGE_SIZE);
    res.json(
      await queries.adminPage({
        page,
        limit,
        now: new Date(),
        ...(query.status ? { status: query.status } : {}),
      }),
    );
  });

  admin.get('/:id', async (req, res) => {
    res.json(await queries.adminItem(id(req), new Date()));
  });

  admin.post('/', async (req, res) => {
    const body = decodeInput(NewsBody, req.body, NEWS_FIELDS);
    const outcome = await commands.create(
      {
        title: body.title,
        content: body.content,
        image: body.image ?? null,
        publishedAt: body.publishedAt ?? null,
      },
      commandContext(req),
    );
    await write.created(res, outcome, newsAt(outcome.id), () => queries.adminItem(outcome.id, new Date()));
  });

  admin.put('/:id', async (req, res) => {
    const newsId = id(req);
    const body = decodeInput(NewsBody, req.body, NEWS_FIELDS);
    const context = commandContext(req);
    let outcome = await commands.edit(
      newsId,
      { title: body.title, content: body.content, image: body.image ?? null },
      context,
    );
    if (body.publishedAt) outcome = await commands.publish(newsId, body.publishedAt, context);
    await settled(res, outcome);
  });

  admin.post('/:id/publish', async (req, res) => {
    const body = decodeInput(PublishBody, req.body ?? {}, NEWS_FIELDS);
    const context = commandContext(req);
    const at = body.publishedAt ?? context.now.toISOString();
    await settled(res, await commands.publish(id(req), at, context));
  });

  admin.post('/:id/unpublish', async (req, res) => {
    await settled(res, await commands.unpublish(id(req), commandContext(req)));
  });

  admin.delete('/:id', async (req, res) => {
    const outcome = await commands.delete(id(req), commandContext(req));
    await write.done(res, outcome.position);
  });

  router.use('/api/admin/news', admin);
  return router;
}
