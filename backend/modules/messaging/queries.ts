import type { ReadModels } from '../../kit/read/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { MESSAGES } from './decider.ts';
import {
  CONVERSATIONS_PROJECTION,
  type ConversationDoc,
  type ConversationSummary,
  type ConversationThread,
} from './view.ts';

export type PersonNames = (userId: number) => Promise<string | null>;

const unread = (doc: ConversationDoc, userId: number): number => {
  // -1: a site question is message 0, unread until read.
  const upTo = doc.readUpTo[String(userId)] ?? -1;
  return doc.messages.filter((message) => message.id > upTo && message.authorId !== userId).length;
};

/** A person's conversations (admins: all), newest first, and one thread. */
export class ConversationQueries {
  private readonly deps: { readModels: ReadModels; names: PersonNames };

  constructor(deps: ConversationQueries['deps']) {
    this.deps = deps;
  }

  private async summary(doc: ConversationDoc, viewer: number): Promise<ConversationSummary> {
    return {
      id: doc.id,
      subject: doc.subject,
      parties: await Promise.all(doc.parties.map(async (id) => ({ id, name: await this.deps.names(id) }))),
      lastMessage: doc.messages.at(-1) ?? null,
      unreadCount: unread(doc, viewer),
      lastMessageAt: doc.lastMessageAt,
    };
  }

  async list(viewer: {
    userId: number;
    role: string;
  }): Promise<{ conversations: ConversationSummary[]; unreadCount: number }> {
    const collection = await this.deps.readModels.collection<ConversationDoc>(CONVERSATIONS_PROJECTION);
    const docs = await collection.find(viewer.role === 'admin' ? {} : { parties: viewer.userId }, {
      sort: { lastMessageAt: -1 },
    });
    const conversations = await Promise.all(docs.map((doc) => this.summary(doc, viewer.userId)));
    return { conversations, unreadCount: conversations.reduce((sum, c) => sum + c.unreadCount, 0) };
  }

  /** The thread, for its parties and admins; a conversation not yet started is an empty thread. */
  async thread(id: string, viewer: { userId: number; role: string }): Promise<ConversationThread | null> {
    const doc = await (
      await this.deps.readModels.collection<ConversationDoc>(CONVERSATIONS_PROJECTION)
    ).get(id);
    if (!doc) return null;
    if (viewer.role !== 'admin' && !doc.parties.includes(viewer.userId)) throw notFound(MESSAGES.notFound);
    const summary = await this.summary(doc, viewer.userId);
    const names = new Map(summary.parties.map((party) => [party.id, party.name]));
    return {
      ...summary,
      messages: await Promise.all(
        doc.messages.map(async (message) => ({
          ...message,
          authorName:
            message.authorName ?? names.get(message.authorId) ?? (await this.deps.names(message.authorId)),
        })),
      ),
    };
  }
}
