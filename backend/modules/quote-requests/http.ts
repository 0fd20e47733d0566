import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  callerOf,
  commandContext,
  parseId,
  receiveFile,
  requireAuth,
  requireRole,
  writesShownBy,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import { badRequest } from '../../kit/write/index.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import type { QuoteRequestCommands } from './commands.ts';
import type { QuoteActor } from './quote-request-decider.ts';
import type { QuoteRequestQueries } from './queries.ts';
import { FILE_MESSAGES, linesFromTable, type LinesTable, type PartByDesignation } from './lines-file.ts';
import { MESSAGES } from './rules.ts';
// Waited for, never read (ADR 0045): an award answers once the orders it made are in the orders' read model.
// eslint-disable-next-line no-restricted-syntax
import { ORDERS_PROJECTION } from '../orders/published.ts';
import { QUOTE_REQUESTS_PROJECTION } from './view.ts';

const actorOf = (req: Request): QuoteActor => callerOf(req);

/** Which side a list is read from: `side`, else the caller's role (a supplier's invitations, a buyer's requests). */
function sideOf(req: Request): 'buyer' | 'supplier' {
  const side = req.query.side;
  if (side === undefined || side === '') return req.auth!.role === 'supplier' ? 'supplier' : 'buyer';
  if (side === 'buyer' || side === 'supplier') return side;
  throw badRequest(MESSAGES.side, { side: MESSAGES.side });
}

const LIST_MAX_BYTES = 5 * 1024 * 1024;

/** The uploaded list (multipart field `file`) in memory, within the uploads' size for an image. */
const receiveList = (): RequestHandler =>
  receiveFile(
    'file',
    { fileSize: LIST_MAX_BYTES, fields: 5, parts: 6 },
    { tooLarge: FILE_MESSAGES.tooLarge, missing: FILE_MESSAGES.fileRequired },
  );

/** What reading an uploaded list needs from elsewhere (the composition root gives the import kit and the parts). */
export interface LinesFileKit {
  readTable(bytes: Uint8Array): Promise<LinesTable>;
  partByDesignation: PartByDesignation;
}

/**
 * Requests for quotes (ADR 0069): a buyer (or a supplier buying) asks many suppliers; each asked
 * supplier answers sealed; the buyer compares and awards; admins read all and may suspend.
 */
export function quoteRequestsRouter(
  deps: ModuleRouterDeps<QuoteRequestCommands, QuoteRequestQueries> & { linesFile: LinesFileKit },
): Router {
  const { commands, queries } = deps;
  const router = Router();
  // Orders too: an award answers once the orders it made are readable (ADR 0062).
  const write = writesShownBy(deps, [QUOTE_REQUESTS_PROJECTION, ORDERS_PROJECTION]);
  const id = (req: Request) => parseId(req.params.id, MESSAGES.notFound);
  const location = (requestId: number) => `/api/quote-requests/${requestId}`;
  const parties = requireRole('buyer', 'supplier');
  const answer = (res: Response, req: Request, requestId: number, position: Position | null) =>
    write.changed(res, { id: requestId, position }, location(requestId), () =>
      queries.one(requestId, actorOf(req), new Date()),
    );

  router.post('/api/quote-requests', requireAuth, async (req, res) => {
    const context = commandContext(req);
    const created = await write.once(req, 'quote-requests.create', context, () =>
      commands.create(req.body, actorOf(req), context),
    );
    const requestId = Number(created.id);
    await write.created(res, created, location(requestId), () =>
      queries.one(requestId, actorOf(req), new Date()),
    );
  });
  // An uploaded list (XLSX or CSV: designation, name, quantity) read into the form's lines with an
  // error per row; nothing is written: the buyer checks the lines and sends the request as usual.
  router.post(
    '/api/quote-requests/lines-from-file',
    requireAuth,
    parties,
    receiveList(),
    async (req, res) => {
      if (!req.file) throw badRequest(FILE_MESSAGES.fileRequired, { file: FILE_MESSAGES.fileRequired });
      const table = await deps.linesFile.readTable(new Uint8Array(req.file.buffer));
      res.json(await linesFromTable(table, deps.linesFile.partByDesignation));
    },
  );
  router.get('/api/quote-requests', requireAuth, parties, async (req, res) => {
    res.json(await queries.list(actorOf(req), sideOf(req), new Date()));
  });
  router.get('/api/quote-requests/:id', requireAuth, async (req, res) => {
    res.json(await queries.one(id(req), actorOf(req), new Date()));
  });
  router.get('/api/quote-requests/:id/comparison.xlsx', requireAuth, async (req, res) => {
    const { number, file } = await queries.comparisonXlsx(id(req), actorOf(req));
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="quote-request-${number.replace(/\D/g, '')}.xlsx"`,
    );
    res.send(file);
  });

  const step = (
    path: string,
    run: (requestId: number, req: Request) => Promise<{ position: Position | null }>,
  ) =>
    router.post(`/api/quote-requests/:id/${path}`, requireAuth, parties, async (req, res) => {
      const requestId = id(req);
      const outcome = await run(requestId, req);
      await answer(res, req, requestId, outcome.position);
    });
  for (const kind of ['send', 'answers', 'decline', 'extend', 'close', 'cancel'] as const)
    step(kind, (requestId, req) =>
      commands.step(
        kind === 'answers' ? 'answer' : kind,
        requestId,
        req.body,
        actorOf(req),
        commandContext(req),
      ),
    );
  step('award', (requestId, req) => commands.award(requestId, req.body, actorOf(req), commandContext(req)));

  const admin = Router();
  admin.use(requireRole('admin'));
  admin.get('/', async (_req, res) => {
    res.json(await queries.all(new Date()));
  });
  for (const kind of ['suspend', 'resume'] as const)
    admin.post(`/:id/${kind}`, async (req, res) => {
      const requestId = id(req);
      const outcome = await commands.step(kind, requestId, req.body, actorOf(req), commandContext(req));
      await answer(res, req, requestId, outcome.position);
    });
  router.use('/api/admin/quote-requests', admin);
  return router;
}
