import type { Doc } from '../../../infra/read-store/index.ts';
import type { ConversationSubject } from './events.ts';

export const CONVERSATIONS_PROJECTION = 'conversations';

export interface MessageDoc {
  id: number;
  authorId: number;
  authorRole: string | null;
  text: string;
  at: string;
  /** Files sent with it (our uploads: pictures and PDFs). */
  attachments?: Array<{ url: string; name: string }>;
  /** Who wrote it, where the author has no account (a site question: name, e-mail, phone). */
  authorName?: string | null;
}

/** One conversation with its messages and how far each person has read (projection `conversations`). */
export interface ConversationDoc extends Doc {
  id: string;
  subject: ConversationSubject;
  parties: number[];
  messages: MessageDoc[];
  /** userId → the last message id they read. */
  readUpTo: Record<string, number>;
  lastMessageAt: string;
}

export interface ConversationSummary {
  id: string;
  subject: ConversationSubject;
  parties: Array<{ id: number; name: string | null }>;
  lastMessage: MessageDoc | null;
  unreadCount: number;
  lastMessageAt: string;
}

export interface ConversationThread extends ConversationSummary {
  messages: Array<MessageDoc & { authorName: string | null }>;
}
