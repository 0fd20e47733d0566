import { Schema } from 'effect';
import { EventCodec, MODERATION_STATUSES, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));
const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

/** The moderation flow's statuses (kit/write/moderation.ts), shared with the other moderated things. */
export const SERVICE_STATUSES = MODERATION_STATUSES;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
/** Where a service request stands (decided by the request decider). */
export type RequestStatus = 'new' | 'quoted' | 'accepted' | 'declined' | 'refused' | 'cancelled' | 'done';
export const PRICE_TYPES = ['fixed', 'hourly', 'daily', 'custom'] as const;
/** How each price type reads (service cards, the audit). */
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  fixed: 'Фиксированная',
  hourly: 'Почасовая',
  daily: 'Дневная',
  custom: 'По договорённости',
};
export type PriceType = (typeof PRICE_TYPES)[number];

/** Everything a supplier writes about a service; replaced as a whole by an edit. */
export const ServiceDetailsFields = {
  name: Text,
  shortDescription: Schema.String,
  /** Sanitized HTML. */
  description: Schema.String,
  /** Roubles; null with the `custom` price type («по договорённости»). */
  price: Schema.NullOr(Money),
  priceType: Schema.Literals(PRICE_TYPES),
  /** As the supplier says it: «3 рабочих дня», «от 2 часов». */
  duration: Schema.String,
  location: Schema.String,
  isRemote: Schema.Boolean,
  requirements: Schema.String,
  images: Schema.Array(Text),
  /** A category of the service-category tree, or none. */
  categoryId: Schema.NullOr(Id),
};

/** Events of one service, stream `service-<id>`. Who acted is in the metadata. */
const serviceSchemas = {
  ServiceCreated: Schema.Struct({ serviceId: Id, supplierId: Id, ...ServiceDetailsFields }),
  ServiceEdited: Schema.Struct({ serviceId: Id, ...ServiceDetailsFields }),
  /** Sent to moderation: by the supplier, or by an edit of a published service. */
  ServiceSubmitted: Schema.Struct({ serviceId: Id }),
  /** The current version becomes the public one. */
  ServicePublished: Schema.Struct({ serviceId: Id }),
  /** The current version is refused; a public version, if any, stays public. */
  ServiceRejected: Schema.Struct({ serviceId: Id, reason: Text }),
  ServiceArchived: Schema.Struct({ serviceId: Id }),
  /** Back from the archive as a draft, to be moderated again. */
  ServiceRestored: Schema.Struct({ serviceId: Id }),
};

/** Events of one service request, stream `service-request-<id>`. */
const requestSchemas = {
  ServiceRequestSent: Schema.Struct({
    requestId: Id,
    number: Text,
    serviceId: Id,
    serviceName: Text,
    supplierId: Id,
    requesterId: Id,
    description: Text,
    contactPhone: Schema.String,
    contactEmail: Schema.String,
    preferredDate: Schema.NullOr(Day),
    /** The signed contract the request is placed under, with its terms as one line (ADR 0033). */
    contract: Schema.optional(Schema.NullOr(Schema.Struct({ id: Id, number: Text, terms: Text }))),
  }),
  /** The supplier's answer: price, date, comment. */
  ServiceRequestQuoted: Schema.Struct({
    requestId: Id,
    price: Money,
    date: Schema.NullOr(Day),
    comment: Schema.NullOr(Text),
  }),
  ServiceRequestAccepted: Schema.Struct({ requestId: Id }),
  /** Declined: by the requester (the quote) or by the supplier (the request, with a reason). */
  ServiceRequestDeclined: Schema.Struct({
    requestId: Id,
    by: Schema.Literals(['requester', 'supplier']),
    reason: Schema.NullOr(Text),
  }),
  ServiceRequestCancelled: Schema.Struct({ requestId: Id, reason: Schema.NullOr(Text) }),
  ServiceRequestCompleted: Schema.Struct({ requestId: Id }),
};

type Events<S extends Record<string, Schema.Top>> = {
  [K in keyof S & string]: DomainEvent<K, S[K]['Type']>;
}[keyof S & string];

export type ServiceEvent = Events<typeof serviceSchemas>;
export type ServiceRequestEvent = Events<typeof requestSchemas>;
export type ServiceDetails = Omit<Extract<ServiceEvent, { type: 'ServiceEdited' }>['data'], 'serviceId'>;
export type ServiceRequestSent = Extract<ServiceRequestEvent, { type: 'ServiceRequestSent' }>['data'];

export const serviceEvents = new EventCodec<ServiceEvent>(serviceSchemas);
export const serviceRequestEvents = new EventCodec<ServiceRequestEvent>(requestSchemas);

/** У-000042: the number a supplier and a customer say on the phone. */
export const requestNumber = (requestId: number): string => `У-${String(requestId).padStart(6, '0')}`;

export const serviceStream = (serviceId: number): string => `service-${serviceId}`;
export const serviceRequestStream = (requestId: number): string => `service-request-${requestId}`;
