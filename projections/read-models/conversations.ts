import { EventCodec } from '../../backend/kit/write/index.ts';
import { feedbackEvents, type FeedbackEvent } from '../../backend/modules/feedback/published.ts';
import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  CONVERSATIONS_PROJECTION,
  conversationEvents,
  type ConversationDoc,
  type ConversationEvent,
} from '../../backend/modules/messaging/published.ts';

const numericUser = (userId: string | null | undefined): number | null =>
  userId && /^[1-9]\d{0,15}$/.test(userId) ? Number(userId) : null;

/**
 * One document per conversation: its messages in order and how far each person read (ADR 0030).
 * A question sent through the site's form opens a conversation of its own (message 0, the
 * question), which admins answer; its asker is a party when they were signed in.
 */
export const conversationsProjection = typedProjection<ConversationDoc, ConversationEvent | FeedbackEvent>({
  name: CONVERSATIONS_PROJECTION,
  version: 2,
  events: EventCodec.merge(conversationEvents, feedbackEvents),
  indexes: [{ fields: { parties: 1 } }, { fields: { lastMessageAt: -1 } }],
  keys: (event) =>
    'conversationId' in event.data ? [event.data.conversationId] : [`feedback-${event.data.feedbackId}`],
  evolve(doc, event) {
    switch (event.type) {
      case 'FeedbackProcessed':
        return doc;
      case 'FeedbackSubmitted': {
        if (doc) return doc;
        const d = event.data;
        const asker = numericUser(event.metadata.userId);
        const id = `feedback-${d.feedbackId}`;
        return {
          _id: id,
          id,
          subject: { kind: 'feedback', id: d.feedbackId, label: `Вопрос с сайта № ${d.feedbackId}` },
          parties: asker === null ? [] : [asker],
          messages: [
            {
              id: 0,
              authorId: asker ?? 0,
              authorRole: event.metadata.role ?? null,
              text: d.message,
              at: event.metadata.at,
              authorName: [d.name, d.email, d.phone].filter(Boolean).join(', '),
            },
          ],
          readUpTo: asker === null ? {} : { [String(asker)]: 0 },
          lastMessageAt: event.metadata.at,
        };
      }
      case 'ConversationRead': {
        if (!doc) return null;
        const key = String(event.data.userId);
        return {
          ...doc,
          readUpTo: { ...doc.readUpTo, [key]: Math.max(doc.readUpTo[key] ?? 0, event.data.upTo) },
        };
      }
      case 'MessagePosted': {
        const d = event.data;
        const base: ConversationDoc = doc ?? {
          _id: d.conversationId,
          id: d.conversationId,
          subject: d.subject,
          parties: [...d.parties],
          messages: [],
          readUpTo: {},
          lastMessageAt: event.metadata.at,
        };
        if (base.messages.some((message) => message.id === d.messageId)) return base;
        return {
          ...base,
          subject: d.subject,
          messages: [
            ...base.messages,
            {
              id: d.messageId,
              authorId: d.authorId,
              authorRole: event.metadata.role,
              text: d.text,
              at: event.metadata.at,
              ...(d.attachments?.length
                ? { attachments: d.attachments.map((file) => ({ url: file.url, name: file.name })) }
                : {}),
            },
          ],
          // The author has read what they wrote.
          readUpTo: { ...base.readUpTo, [String(d.authorId)]: d.messageId },
          lastMessageAt: event.metadata.at,
        };
      }
    }
  },
});
