import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import { handleCommand, notFound, type CommandContext } from '../../src/write-kit/index.ts';
import { conversationDecider, MESSAGES, type ConversationActor, type ConversationCommand } from './decider.ts';
import { conversationEvents, conversationId, conversationStream, type MessageAttachment, type SubjectKind } from './events.ts';

/** What a conversation is about, as the orders and services write sides know it (the composition root gives it). */
/** Told after a message is stored. */
export type PostedHook = (
  message: { kind: SubjectKind; id: number; text: string; attachments: readonly MessageAttachment[]; actor: ConversationActor },
  context: CommandContext,
) => Promise<void>;

/** Who may talk about a subject and what it is called, asked of the module that owns each kind (given by the composition root). */
export type Subjects = Readonly<Record<SubjectKind, (id: number) => Promise<{ parties: readonly number[]; label: string } | null>>>;

/** Messages between the two parties of an order or a service request (ADR 0030). */
export class ConversationCommands {
  private readonly store: EventStore;
  private readonly subjects: Subjects;
  private readonly onPosted: PostedHook;

  constructor(deps: { store: EventStore; subjects: Subjects; onPosted?: PostedHook }) {
    this.store = deps.store;
    this.subjects = deps.subjects;
    this.onPosted = deps.onPosted ?? (async () => undefined);
  }

  private async subject(kind: SubjectKind, id: number) {
    const subject = await this.subjects[kind](id);
    // Unknown, or not the caller's: the same answer, so an id tells nothing.
    if (!subject) throw notFound(MESSAGES.notFound);
    return subject;
  }

  private async run(command: ConversationCommand, context: CommandContext): Promise<Position | null> {
    return (
      await handleCommand({
        store: this.store,
        streamId: conversationStream(command.conversationId),
        decider: conversationDecider,
        codec: conversationEvents,
        command,
        context,
      })
    ).position;
  }

  async post(kind: SubjectKind, id: number, text: string, actor: ConversationActor, context: CommandContext, attachments: readonly MessageAttachment[] = []) {
    const subject = await this.subject(kind, id);
    if (!subject.parties.includes(actor.userId) && actor.role !== 'admin') throw notFound(MESSAGES.notFound);
    const key = conversationId(kind, id);
    const position = await this.run(
      { kind: 'post', conversationId: key, subject: { kind, id, label: subject.label }, parties: subject.parties, actor, text, attachments },
      context,
    );
    // What else a message means is the composition root's (an admin's answer to a site question is mailed).
    await this.onPosted({ kind, id, text: text.trim(), attachments, actor }, context).catch(() => undefined);
    return { conversationId: key, position };
  }

  async read(kind: SubjectKind, id: number, actor: ConversationActor, context: CommandContext) {
    const subject = await this.subject(kind, id);
    if (!subject.parties.includes(actor.userId) && actor.role !== 'admin') throw notFound(MESSAGES.notFound);
    return this.run({ kind: 'read', conversationId: conversationId(kind, id), parties: subject.parties, actor }, context);
  }
}
