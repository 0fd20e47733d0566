import type { ApiSchema } from '../../../shared/api';

/** A file uploaded through the site and sent with a message. */
export type Attachment = ApiSchema<'MessageAttachment'>;
export type ChatMessage = ApiSchema<'ChatMessage'>;
/** A conversation about an order, a service request or a site question (ADR 0030). */
export type Conversation = ApiSchema<'Conversation'>;
export type Thread = ApiSchema<'ConversationThread'>;
