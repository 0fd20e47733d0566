import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';
import { NOTICE_TYPES } from './view.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const NotificationId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200));

/** What a person did with their notifications, stream `notifications-<userId>`. */
const notificationSchemas = {
  NotificationRead: Schema.Struct({ userId: Id, notificationId: NotificationId }),
  /** Every notification created up to `upTo` is read. */
  AllNotificationsRead: Schema.Struct({ userId: Id, upTo: Schema.String }),
  NotificationDeleted: Schema.Struct({ userId: Id, notificationId: NotificationId }),
  /** The kinds of notices the person also wants by e-mail (the whole choice, not a change). */
  EmailCopiesChosen: Schema.Struct({
    userId: Id,
    types: Schema.Array(Schema.Literals(NOTICE_TYPES.map((kind) => kind.type))),
  }),
};

type Schemas = typeof notificationSchemas;
export type NotificationEvent = { [K in keyof Schemas]: DomainEvent<K, Schemas[K]['Type']> }[keyof Schemas];

export const notificationEvents = new EventCodec<NotificationEvent>(notificationSchemas);

export const notificationStream = (userId: number): string => `notifications-${userId}`;
