import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
/**
 * An order, a service request, a question sent through the site's form (answered by admins), or a
 * request for quotes' invitation of one supplier (ADR 0072: one thread per request and supplier).
 */
export const SUBJECT_KINDS = ['order', 'serviceRequest', 'feedback', 'quoteRequest'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** Which thing a conversation is about: its kind and id, and for a request for quotes the supplier asked. */
export interface SubjectRef {
  readonly kind: SubjectKind;
  readonly id: number;
  readonly supplierId?: number;
}

/** What a conversation is about, between exactly its two parties. */
const Subject = Schema.Struct({
  kind: Schema.Literals(SUBJECT_KINDS),
  id: Id,
  label: Schema.String,
  supplierId: Schema.optional(Id),
});

/** A file uploaded through the site (a picture or a PDF) sent with a message. */
export const Attachment = Schema.Struct({
  url: Schema.String.check(Schema.isPattern(/^\/uploads\/(images|documents)\/[A-Za-z0-9._-]{1,200}$/)),
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
});
export type MessageAttachment = typeof Attachment.Type;

/** Events of one conversation, stream `conversation-<kind>-<id>`. */
const conversationSchemas = {
  MessagePosted: Schema.Struct({
    conversationId: Schema.String.check(Schema.isMinLength(1)),
    subject: Subject,
    /** The two parties (buyer and seller, requester and supplier). */
    parties: Schema.Array(Id),
    /** 1, 2, 3 … within the conversation. */
    messageId: Id,
    authorId: Id,
    /** Empty only when files are attached. */
    text: Schema.String,
    attachments: Schema.optional(Schema.Array(Attachment)),
  }),
  ConversationRead: Schema.Struct({
    conversationId: Schema.String.check(Schema.isMinLength(1)),
    userId: Id,
    upTo: Id,
  }),
};

type Schemas = typeof conversationSchemas;
export type ConversationEvent = { [K in keyof Schemas]: DomainEvent<K, Schemas[K]['Type']> }[keyof Schemas];
export type ConversationSubject = Extract<ConversationEvent, { type: 'MessagePosted' }>['data']['subject'];

export const conversationEvents = new EventCodec<ConversationEvent>(conversationSchemas);

/** `order-5`, `serviceRequest-4`, `quoteRequest-7-12` (request 7, supplier 12). */
export const conversationId = (ref: SubjectRef): string =>
  ref.supplierId === undefined ? `${ref.kind}-${ref.id}` : `${ref.kind}-${ref.id}-${ref.supplierId}`;
export const conversationStream = (id: string): string => `conversation-${id}`;
