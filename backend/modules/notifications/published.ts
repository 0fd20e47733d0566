/**
 * What the notifications module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export { notificationEvents, type NotificationEvent } from './events.ts';
export { notificationAudit } from './audit.ts';
export {
  NOTIFICATIONS_PROJECTION,
  type NotificationDoc,
  type NotificationItem,
  type NotificationStateDoc,
  type NotificationThingDoc,
} from './view.ts';
export { noticesOf, thingKey, thingUpdate, type NotifyingEvent } from './rules.ts';
