export { conversationEvents, conversationId, conversationStream, SUBJECT_KINDS, type ConversationEvent, type MessageAttachment, type SubjectKind } from './events.ts';
export { conversationDecider, cleanText, MESSAGES as CONVERSATION_MESSAGES, TEXT_MAX, ATTACHMENTS_MAX, type ConversationActor } from './decider.ts';
export { ConversationCommands, type PostedHook, type Subjects } from './commands.ts';
export { ConversationQueries, type PersonNames } from './queries.ts';
export { conversationAudit } from './audit.ts';
export { CONVERSATIONS_PROJECTION, type ConversationDoc, type ConversationSummary, type ConversationThread, type MessageDoc } from './view.ts';
