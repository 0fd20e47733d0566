import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import { handleCommandOn, notFound, type CommandContext } from '../../kit/write/index.ts';
import {
  conversationDecider,
  MESSAGES,
  type ConversationActor,
  type ConversationCommand,
} from './decider.ts';
import {
  conversationEvents,
  conversationId,
  conversationStream,
  type MessageAttachment,
  type SubjectKind,
  type SubjectRef,
} from './events.ts';

/** Told after a message is stored. */
export type PostedHook = (
  message: {
    kind: SubjectKind;
    id: number;
    text: string;
    attachments: readonly MessageAttachment[];
    actor: ConversationActor;
  },
  context: CommandContext,
) => Promise<void>;

/** Who may talk about a subject and what it is called, asked of the module that owns each kind (given by the composition root). */
export type Subjects = Readonly<
  Record<
    SubjectKind,
    (id: number, supplierId?: number) => Promise<{ parties: readonly number[]; label: string } | null>
  >
>;

/** The thing a conversation is about, as its owning module answers it; null when unknown (the caller's rights are checked apart). */
export function subjectOf(subjects: Subjects, ref: SubjectRef) {
  if (ref.kind !== 'quoteRequest') return subjects[ref.kind](ref.id);
  return ref.supplierId === undefined ? Promise.resolve(null) : subjects.quoteRequest(ref.id, ref.supplierId);
}

/** The aggregate this module's commands run on. */
const CONVERSATIONS = {
  streamOf: conversationStream,
  decider: conversationDecider,
  codec: conversationEvents,
};

/** Messages between the two parties of an order, a service request or a request for quotes' invitation (ADR 0030, 0072). */
export class ConversationCommands {
  private readonly store: EventStore;
  private readonly subjects: Subjects;
  private readonly onPosted: PostedHook;

  constructor(deps: { store: EventStore; subjects: Subjects; onPosted?: PostedHook }) {
    this.store = deps.store;
    this.subjects = deps.subjects;
    this.onPosted = deps.onPosted ?? (async () => undefined);
  }

  private async subject(ref: SubjectRef) {
    const subject = await subjectOf(this.subjects, ref);
    // Unknown, or not the caller's: the same answer, so an id tells nothing.
    if (!subject) throw notFound(MESSAGES.notFound);
    return subject;
  }

  private async run(command: ConversationCommand, context: CommandContext): Promise<Position | null> {
    const id = command.conversationId;
    return (await handleCommandOn(this.store, CONVERSATIONS, id, command, context)).position;
  }

  async post(
    ref: SubjectRef,
    text: string,
    actor: ConversationActor,
    context: CommandContext,
    attachments: readonly MessageAttachment[] = [],
  ) {
    const subject = await this.subject(ref);
    if (!subject.parties.includes(actor.userId) && actor.role !== 'admin') throw notFound(MESSAGES.notFound);
    const { kind, id } = ref;
    const key = conversationId(ref);
    const about = {
      kind,
      id,
      label: subject.label,
      ...(ref.supplierId === undefined ? {} : { supplierId: ref.supplierId }),
    };
    const position = await this.run(
      {
        kind: 'post',
        conversationId: key,
        subject: about,
        parties: subject.parties,
        actor,
        text,
        attachments,
      },
      context,
    );
    // What else a message means is the composition root's (an admin's answer to a site question is mailed).
    await this.onPosted({ kind, id, text: text.trim(), attachments, actor }, context).catch(() => undefined);
    return { conversationId: key, position };
  }

  async read(ref: SubjectRef, actor: ConversationActor, context: CommandContext) {
    const subject = await this.subject(ref);
    if (!subject.parties.includes(actor.userId) && actor.role !== 'admin') throw notFound(MESSAGES.notFound);
    return this.run(
      { kind: 'read', conversationId: conversationId(ref), parties: subject.parties, actor },
      context,
    );
  }
}
