import { Router, type Request } from 'express';
import { Schema } from 'effect';
import {
  callerOf,
  commandContext,
  decodeInput,
  requireAuth,
  writesShownBy,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { subjectOf, type ConversationCommands, type Subjects } from './commands.ts';
import { MESSAGES, TEXT_MAX, type ConversationActor } from './decider.ts';
import { SUBJECT_KINDS, conversationId, type SubjectKind, type SubjectRef } from './events.ts';
import type { ConversationQueries } from './queries.ts';
import { CONVERSATIONS_PROJECTION } from './view.ts';

const PostBody = Schema.Struct({
  text: Schema.optional(Schema.String.check(Schema.isMaxLength(TEXT_MAX * 2))),
  attachments: Schema.optional(
    Schema.Array(
      Schema.Struct({
        url: Schema.String.check(Schema.isMaxLength(300)),
        name: Schema.String.check(Schema.isMaxLength(1000)),
      }),
    ).check(Schema.isMaxLength(50)),
  ),
});
const POST_FIELDS = { text: MESSAGES.textTooLong, attachments: MESSAGES.attachmentForeign } as const;

/** `order-5`, `serviceRequest-4`, `quoteRequest-7-12` (a request for quotes and the supplier asked): the thing, or 404. */
function parseKey(raw: unknown): SubjectRef {
  const match = /^(order|serviceRequest|feedback|quoteRequest)-([1-9]\d{0,15})(?:-([1-9]\d{0,15}))?$/.exec(
    String(raw),
  );
  if (!match || !(SUBJECT_KINDS as readonly string[]).includes(match[1]!)) throw notFound(MESSAGES.notFound);
  const kind = match[1] as SubjectKind;
  // The supplier's id belongs to a request for quotes' thread, and to nothing else.
  if ((kind === 'quoteRequest') !== (match[3] !== undefined)) throw notFound(MESSAGES.notFound);
  return { kind, id: Number(match[2]), ...(match[3] === undefined ? {} : { supplierId: Number(match[3]) }) };
}

const actorOf = (req: Request): ConversationActor => callerOf(req);

/** Conversations of orders, service requests and requests for quotes' invitations: list, thread, post, mark read (ADR 0030, 0072). */
export function messagingRouter(
  deps: ModuleRouterDeps<ConversationCommands, ConversationQueries> & { subjects: Subjects },
): Router {
  const { commands, queries, subjects } = deps;
  const router = Router();
  const write = writesShownBy(deps, [CONVERSATIONS_PROJECTION]);

  router.get('/api/conversations', requireAuth, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await queries.list(actorOf(req)));
  });

  router.get('/api/conversations/:key', requireAuth, async (req, res) => {
    const ref = parseKey(req.params.key);
    const { kind, id } = ref;
    const actor = actorOf(req);
    const thread = await queries.thread(conversationId(ref), actor);
    if (thread) {
      res.json(thread);
      return;
    }
    // Not started yet: an empty thread for its parties (so an order's page can open it).
    const subject = await subjectOf(subjects, ref);
    if (!subject || (!subject.parties.includes(actor.userId) && actor.role !== 'admin'))
      throw notFound(MESSAGES.notFound);
    const about = {
      kind,
      id,
      label: subject.label,
      ...(ref.supplierId === undefined ? {} : { supplierId: ref.supplierId }),
    };
    res.json({
      id: conversationId(ref),
      subject: about,
      parties: subject.parties.map((party) => ({ id: party, name: null })),
      lastMessage: null,
      unreadCount: 0,
      lastMessageAt: null,
      messages: [],
    });
  });

  router.post('/api/conversations/:key/messages', requireAuth, async (req, res) => {
    const ref = parseKey(req.params.key);
    const body = decodeInput(PostBody, req.body, POST_FIELDS);
    const context = commandContext(req);
    const created = await write.once(req, 'messaging.post', context, async () => {
      const outcome = await commands.post(
        ref,
        body.text ?? '',
        actorOf(req),
        context,
        body.attachments ?? [],
      );
      return { id: outcome.conversationId, position: outcome.position };
    });
    // The new message is answered within its thread, the resource a client reads it from.
    await write.created(res, created, `/api/conversations/${String(req.params.key)}`, () =>
      queries.thread(String(created.id), actorOf(req)),
    );
  });

  router.put('/api/conversations/:key/read', requireAuth, async (req, res) => {
    const ref = parseKey(req.params.key);
    const position = await commands.read(ref, actorOf(req), commandContext(req));
    await write.changed(
      res,
      { id: conversationId(ref), position },
      `/api/conversations/${String(req.params.key)}`,
      async () => ({
        id: conversationId(ref),
        unreadCount: 0,
      }),
    );
  });

  return router;
}
