import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));
const Quantity = Schema.Int.check(Schema.isGreaterThan(0));
const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const Instant = Schema.String.check(Schema.isMinLength(10));

/** What condition a line accepts: new parts only, or repaired ones too. */
export const ACCEPTED_CONDITIONS = ['new', 'any'] as const;
export type AcceptedCondition = (typeof ACCEPTED_CONDITIONS)[number];
export const ACCEPTED_CONDITION_LABELS: Record<AcceptedCondition, string> = {
  new: 'только новые',
  any: 'можно отремонтированные',
};
/** What condition a supplier offers a line in. */
export const OFFERED_CONDITIONS = ['new', 'repaired'] as const;
export type OfferedCondition = (typeof OFFERED_CONDITIONS)[number];
export const OFFERED_CONDITION_LABELS: Record<OfferedCondition, string> = {
  new: 'Новая',
  repaired: 'Отремонтированная',
};
/** Units a line is counted in. */
export const UNITS = ['шт', 'компл', 'пара', 'кг', 'т', 'м'] as const;
export type Unit = (typeof UNITS)[number];

const Line = Schema.Struct({
  lineId: Id,
  /** The catalogue's part (ADR 0064), or null: free text while the part is not in the catalogue yet. */
  partId: Schema.NullOr(Id),
  designation: Text,
  name: Text,
  quantity: Quantity,
  unit: Schema.Literals(UNITS),
  condition: Schema.Literals(ACCEPTED_CONDITIONS),
});
const Attachment = Schema.Struct({ url: Text, name: Text });
const AnswerLine = Schema.Struct({
  lineId: Id,
  /** Price per piece with VAT. */
  unitPrice: Money,
  quantity: Quantity,
  condition: Schema.Literals(OFFERED_CONDITIONS),
  leadTimeDays: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
const Award = Schema.Struct({
  lineId: Id,
  supplierId: Id,
  /** The answer version whose terms were chosen. */
  version: Quantity,
  unitPrice: Money,
  quantity: Quantity,
  leadTimeDays: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  condition: Schema.Literals(OFFERED_CONDITIONS),
  /** The order request the line became (ADR 0069). */
  orderId: Id,
});

/** Events of one request for quotes (запрос предложений), stream `quote-request-<id>`; who acted is in the metadata. */
const quoteRequestSchemas = {
  QuoteRequestDrafted: Schema.Struct({
    requestId: Id,
    number: Text,
    buyerId: Id,
    lines: Schema.Array(Line),
    /** Address or railway station the goods go to. */
    deliveryTo: Text,
    wantedBy: Schema.NullOr(Day),
    paymentTerms: Schema.NullOr(Text),
    /** Until when answers are taken (an instant); past it the request is closed, derived, no clock job. */
    deadline: Instant,
    comment: Schema.NullOr(Text),
    attachments: Schema.Array(Attachment),
    /** The suppliers asked (user ids of the sellers). */
    suppliers: Schema.Array(Id),
  }),
  QuoteRequestSent: Schema.Struct({ requestId: Id }),
  /** A supplier's answer; each revision is a new version, every version kept. */
  QuoteAnswered: Schema.Struct({
    requestId: Id,
    supplierId: Id,
    version: Quantity,
    lines: Schema.Array(AnswerLine),
    validUntil: Day,
    comment: Schema.NullOr(Text),
  }),
  QuoteDeclined: Schema.Struct({ requestId: Id, supplierId: Id, reason: Text }),
  QuoteRequestDeadlineExtended: Schema.Struct({ requestId: Id, deadline: Instant }),
  /** The buyer stops taking answers before the deadline. */
  QuoteRequestClosed: Schema.Struct({ requestId: Id }),
  QuoteRequestAwarded: Schema.Struct({ requestId: Id, awards: Schema.Array(Award) }),
  QuoteRequestCancelled: Schema.Struct({ requestId: Id, reason: Text }),
  QuoteRequestSuspended: Schema.Struct({ requestId: Id, reason: Text }),
  QuoteRequestResumed: Schema.Struct({ requestId: Id }),
};

type Schemas = typeof quoteRequestSchemas;
export type QuoteRequestEvent = { [K in keyof Schemas]: DomainEvent<K, Schemas[K]['Type']> }[keyof Schemas];
export type QuoteRequestDrafted = Extract<QuoteRequestEvent, { type: 'QuoteRequestDrafted' }>['data'];
export type QuoteLine = QuoteRequestDrafted['lines'][number];
export type QuoteAttachment = QuoteRequestDrafted['attachments'][number];
export type QuoteAnswer = Extract<QuoteRequestEvent, { type: 'QuoteAnswered' }>['data'];
export type QuoteAnswerLine = QuoteAnswer['lines'][number];
export type QuoteAward = Extract<
  QuoteRequestEvent,
  { type: 'QuoteRequestAwarded' }
>['data']['awards'][number];

export const quoteRequestEvents = new EventCodec<QuoteRequestEvent>(quoteRequestSchemas);
export const quoteRequestStream = (requestId: number): string => `quote-request-${requestId}`;
/** ЗП-000042: the number a buyer and a supplier say on the phone. */
export const quoteRequestNumber = (requestId: number): string => `ЗП-${String(requestId).padStart(6, '0')}`;
