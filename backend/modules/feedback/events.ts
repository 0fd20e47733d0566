import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

/** The site's two question forms: the home page's «Остались вопросы?» and the contacts page's «Напишите нам». */
export const FEEDBACK_SOURCES = ['home', 'contacts'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

/** `new` until an admin marks the question processed. */
export const FEEDBACK_STATUSES = ['new', 'processed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));

const feedbackSchemas = {
  /** A visitor's question; at least one way to answer it (phone or e-mail). */
  FeedbackSubmitted: Schema.Struct({
    feedbackId: Id,
    name: Text,
    phone: Schema.NullOr(Text),
    email: Schema.NullOr(Text),
    message: Text,
    source: Schema.Literals(FEEDBACK_SOURCES),
  }).check(
    Schema.makeFilter((data) => data.phone !== null || data.email !== null || 'phone or email required'),
  ),
  /** An admin has answered the question; `note` is the admin's remark, if any. */
  FeedbackProcessed: Schema.Struct({ feedbackId: Id, note: Schema.NullOr(Text) }),
};

type Events<S extends Record<string, Schema.Top>> = {
  [K in keyof S & string]: DomainEvent<K, S[K]['Type']>;
}[keyof S & string];

export type FeedbackEvent = Events<typeof feedbackSchemas>;
export type FeedbackSubmitted = Extract<FeedbackEvent, { type: 'FeedbackSubmitted' }>['data'];

export const feedbackEvents = new EventCodec<FeedbackEvent>(feedbackSchemas);

/** Each question is its own aggregate, in its own stream; ids from the `feedback` sequence. */
export const feedbackStream = (feedbackId: number): string => `feedback-${feedbackId}`;
