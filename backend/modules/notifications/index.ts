export { notificationEvents, notificationStream, type NotificationEvent } from './events.ts';
export { noticesOf, thingKey, thingUpdate, type Notice, type NotifyingEvent } from './rules.ts';
export {
  DEFAULT_EMAIL_TYPES,
  NOTICE_TYPES,
  NOTIFICATIONS_PROJECTION,
  type NoticeType,
  type NotificationSettings,
  type NotificationDoc,
  type NotificationDto,
  type NotificationItem,
  type NotificationPage,
  type NotificationStateDoc,
  type NotificationThingDoc,
} from './view.ts';
export { NotificationCommands } from './commands.ts';
export { NotificationQueries, NOTIFICATION_MESSAGES } from './queries.ts';
export { notificationAudit } from './audit.ts';
export { emailCopies, type Recipients } from './email-copies.ts';
