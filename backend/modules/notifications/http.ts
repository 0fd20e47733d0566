import { Schema } from 'effect';
import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  commandContext,
  decodeInput,
  pageMessages,
  ReadYourWrite,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import { DomainError, badRequest } from '../../kit/write/index.ts';
import type { NotificationCommands } from './commands.ts';
import { NOTIFICATION_MESSAGES, type NotificationQueries } from './queries.ts';
import { NOTICE_TYPES, NOTIFICATIONS_PROJECTION } from './view.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const LIST_MESSAGES = {
  userId: 'Параметр userId — номер пользователя',
  ...pageMessages(MAX_PAGE_SIZE),
} as const;

const SettingsBody = Schema.Struct({
  emailTypes: Schema.Array(Schema.Literals(NOTICE_TYPES.map((kind) => kind.type))).check(
    Schema.isMaxLength(NOTICE_TYPES.length * 2),
  ),
});
const SETTINGS_FIELDS = {
  emailTypes: `Поле emailTypes — список видов уведомлений: ${NOTICE_TYPES.map((kind) => kind.type).join(', ')}`,
} as const;

function number(
  req: Request,
  name: 'userId' | 'page' | 'limit',
  max: number,
  fallback: number | null,
): number | null {
  const value = req.query[name];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw badRequest(LIST_MESSAGES[name], { [name]: LIST_MESSAGES[name] });
  }
  return Number(value);
}

/** A person's notifications, read one or all, delete one (ADR 0029). */
export function notificationsRouter(
  deps: ModuleRouterDeps<NotificationCommands, NotificationQueries>,
): Router {
  const { commands, queries, readModels } = deps;
  const router = Router();
  const me = (req: Request) => Number(req.auth!.userId);
  const write = new ReadYourWrite(readModels, [NOTIFICATIONS_PROJECTION]);
  const idOf = (req: Request): string => {
    const id = String(req.params.id);
    if (id.length === 0 || id.length > 200)
      throw new DomainError(404, 'not_found', NOTIFICATION_MESSAGES.notFound);
    return id;
  };
  // Without a token the client is told 'Пользователь не авторизован'.
  const signedIn = (req: Request, _res: Response, next: NextFunction) => {
    if (!req.auth) throw new DomainError(401, 'unauthenticated', NOTIFICATION_MESSAGES.unauthenticated);
    next();
  };

  router.get('/api/notifications', signedIn, async (req, res) => {
    const userId = number(req, 'userId', Number.MAX_SAFE_INTEGER, null);
    if (userId !== null && userId !== me(req))
      throw new DomainError(403, 'forbidden', NOTIFICATION_MESSAGES.foreign);
    const page = number(req, 'page', 100_000, 1)!;
    const limit = number(req, 'limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE)!;
    res.setHeader('Cache-Control', 'no-store');
    res.json(await queries.page(me(req), page, limit));
  });

  // Which notices also come by e-mail ('Мои данные').
  router.get('/api/notifications/settings', signedIn, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await queries.settings(me(req)));
  });

  router.put('/api/notifications/settings', signedIn, async (req, res) => {
    const body = decodeInput(SettingsBody, req.body, SETTINGS_FIELDS);
    const position = await commands.chooseEmailCopies(me(req), body.emailTypes, commandContext(req));
    await write.changed(res, { id: me(req), position }, '/api/notifications/settings', () =>
      queries.settings(me(req)),
    );
  });

  // Before `/:id/read`, so `read-all` is never taken for an id.
  router.put('/api/notifications/read-all', signedIn, async (req, res) => {
    const position = await commands.readAll(me(req), commandContext(req));
    await write.changed(res, { id: me(req), position }, '/api/notifications', () =>
      queries.page(me(req), 1, DEFAULT_PAGE_SIZE),
    );
  });

  router.put('/api/notifications/:id/read', signedIn, async (req, res) => {
    const id = idOf(req);
    await queries.own(me(req), id);
    const position = await commands.read(me(req), id, commandContext(req));
    await write.changed(res, { id, position }, '/api/notifications', async () => ({
      id,
      isRead: true,
      unreadCount: (await queries.page(me(req), 1, 1)).unreadCount,
    }));
  });

  router.delete('/api/notifications/:id', signedIn, async (req, res) => {
    const id = idOf(req);
    await queries.own(me(req), id);
    await write.done(res, await commands.remove(me(req), id, commandContext(req)));
  });

  return router;
}
