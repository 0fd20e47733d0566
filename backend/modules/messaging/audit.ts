import type { AuditCatalog } from '../../kit/write/index.ts';
import type { ConversationEvent } from './events.ts';

const conversation = (id: string) => ({ entityType: 'conversation', entityId: id, routine: true }) as const;

/** Messages are part of a conversation's history, never decisions. */
export const conversationAudit: AuditCatalog<ConversationEvent> = {
  MessagePosted: (d) => ({ ...conversation(d.conversationId), action: 'Сообщение', name: d.subject.label }),
  ConversationRead: (d) => ({ ...conversation(d.conversationId), action: 'Прочитано' }),
};
