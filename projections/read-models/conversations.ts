import { typedProjection } from '../runtime/index.ts';
import { CONVERSATIONS_PROJECTION, conversationEvents, type ConversationDoc, type ConversationEvent } from '../../backend/modules/messaging/index.ts';

/** One document per conversation: its messages in order and how far each person read (ADR 0030). */
export const conversationsProjection = typedProjection<ConversationDoc, ConversationEvent>({
  name: CONVERSATIONS_PROJECTION,
  version: 1,
  events: conversationEvents,
  indexes: [{ fields: { parties: 1 } }, { fields: { lastMessageAt: -1 } }],
  keys: (event) => [event.data.conversationId],
  evolve(doc, event) {
    if (event.type === 'ConversationRead') {
      if (!doc) return null;
      const key = String(event.data.userId);
      return { ...doc, readUpTo: { ...doc.readUpTo, [key]: Math.max(doc.readUpTo[key] ?? 0, event.data.upTo) } };
    }
    const d = event.data;
    const base: ConversationDoc = doc ?? { _id: d.conversationId, id: d.conversationId, subject: d.subject, parties: [...d.parties], messages: [], readUpTo: {}, lastMessageAt: event.metadata.at };
    if (base.messages.some((message) => message.id === d.messageId)) return base;
    return {
      ...base,
      subject: d.subject,
      messages: [...base.messages, { id: d.messageId, authorId: d.authorId, authorRole: event.metadata.role, text: d.text, at: event.metadata.at }],
      // The author has read what they wrote.
      readUpTo: { ...base.readUpTo, [String(d.authorId)]: d.messageId },
      lastMessageAt: event.metadata.at,
    };
  },
});
