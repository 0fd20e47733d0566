import { Router, type Request } from 'express';
import { Schema } from 'effect';
import type { ReadModels } from '../../kit/read/index.ts';
import {
  clientKey,
  commandContext,
  decodeInput,
  parseId,
  ReadYourWrite,
  requireRole,
  decodeListQuery,
  pageQuery,
} from '../../kit/http/index.ts';
import { DomainError, badRequest } from '../../kit/write/index.ts';
import { FEEDBACK_SOURCES, FEEDBACK_STATUSES, type FeedbackStatus } from './events.ts';
import {
  MESSAGES,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  isEmail,
  isPhone,
} from './decider.ts';
import type { SubmissionLimiter } from './rate-limit.ts';
import type { FeedbackCommands, SubmitFeedbackInput } from './commands.ts';
import type { FeedbackQueries } from './queries.ts';
import { FEEDBACK_PROJECTION } from './view.ts';

type Deps = {
  commands: FeedbackCommands;
  queries: FeedbackQueries;
  readModels: ReadModels;
  limiter: SubmissionLimiter;
};

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Required text, trimmed. */
const Line = (max: number) => Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(max));
/** A contact the visitor may leave out: absent, null or blank; otherwise trimmed and checked. */
const OptionalContact = (valid: (value: string) => boolean) =>
  Schema.optional(Schema.NullOr(Schema.Trim.check(Schema.makeFilter((v: string) => v === '' || valid(v)))));

const SubmitBody = Schema.Struct({
  name: Line(NAME_MAX_LENGTH),
  phone: OptionalContact(isPhone),
  email: OptionalContact(isEmail),
  message: Line(MESSAGE_MAX_LENGTH),
  source: Schema.Literals(FEEDBACK_SOURCES),
});

/** The fields in the order the form shows them: the first refusal is the answer's `message`. */
const SUBMIT_FIELDS = {
  name: MESSAGES.nameRequired,
  phone: MESSAGES.badPhone,
  email: MESSAGES.badEmail,
  message: MESSAGES.messageRequired,
  source: MESSAGES.badSource,
} as const;

const ProcessBody = Schema.Struct({
  note: Schema.optional(Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(NOTE_MAX_LENGTH)))),
});
const PROCESS_FIELDS = { note: MESSAGES.noteTooLong } as const;

const ListQuery = Schema.Struct({
  status: Schema.optional(Schema.Literals(FEEDBACK_STATUSES)),
  ...pageQuery(MAX_PAGE_SIZE),
});
const LIST_FIELDS = {
  status: 'Статус должен быть «new» (новые) или «processed» (обработанные)',
  page: 'Номер страницы должен быть целым числом от 1',
  limit: `Количество на странице должно быть целым числом от 1 до ${MAX_PAGE_SIZE}`,
} as const;

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The form's body checked with its schema, and the one rule across fields: a way to answer (phone
 * or e-mail). Every failing field is reported at once, the message being the first in form order.
 */
function decodeSubmission(body: unknown): SubmitFeedbackInput {
  const record =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const noContact =
    record !== null && blank(record.phone) && blank(record.email)
      ? { phone: MESSAGES.contactRequired, email: MESSAGES.contactRequired }
      : null;
  let decoded: SubmitFeedbackInput;
  try {
    decoded = decodeInput(SubmitBody, body, SUBMIT_FIELDS);
  } catch (error) {
    if (!noContact || !(error instanceof DomainError) || !error.fields) throw error;
    throw refusal({ ...error.fields, ...noContact });
  }
  if (noContact) throw refusal(noContact);
  return decoded;
}

function refusal(fields: Readonly<Record<string, string>>): DomainError {
  const ordered: Record<string, string> = {};
  for (const field of Object.keys(SUBMIT_FIELDS)) {
    const message = fields[field];
    if (message) ordered[field] = message;
  }
  return badRequest(Object.values(ordered)[0] ?? MESSAGES.contactRequired, ordered);
}

/** The admin's list filter and page; an empty parameter counts as absent. */
function listQuery(req: Request): { status?: FeedbackStatus; page: number; limit: number } {
  const { query, page, limit } = decodeListQuery(req.query, ListQuery, LIST_FIELDS, DEFAULT_PAGE_SIZE);
  return { ...(query.status ? { status: query.status } : {}), page, limit };
}

/** `POST /api/feedback` from the site's forms (anyone, rate-limited per client) and the admin's inbox. */
export function feedbackRouter({ commands, queries, readModels, limiter }: Deps): Router {
  const router = Router();

  router.post('/api/feedback', async (req, res) => {
    const client = clientKey(req);
    const allowance = await limiter.take(client);
    if (!allowance.allowed) {
      res.setHeader('Retry-After', String(allowance.retryAfterSeconds));
      throw new DomainError(429, 'too_many_requests', MESSAGES.tooManyRequests);
    }
    let id: number;
    try {
      id = (await commands.submit(decodeSubmission(req.body), commandContext(req))).id;
    } catch (error) {
      // Only recorded questions count against the allowance.
      await limiter.giveBack(client);
      throw error;
    }
    res.status(201).json({ id, message: MESSAGES.thanks });
  });

  const admin = Router();
  admin.use(requireRole('admin'));

  admin.get('/', async (req, res) => {
    const { status, page, limit } = listQuery(req);
    res.json(await queries.page(status, page, limit));
  });

  admin.put('/:id/processed', async (req, res) => {
    const feedbackId = parseId(req.params.id, MESSAGES.notFound);
    const body = decodeInput(ProcessBody, req.body ?? {}, PROCESS_FIELDS);
    const outcome = await commands.process(feedbackId, body.note, commandContext(req));
    await new ReadYourWrite(readModels, [FEEDBACK_PROJECTION]).changed(
      res,
      outcome,
      '/api/admin/feedback',
      () => queries.item(outcome.id),
    );
  });

  router.use('/api/admin/feedback', admin);
  return router;
}
