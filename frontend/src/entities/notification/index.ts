export { notificationKeys } from './api/keys';
export {
  NOTIFICATIONS_PAGE_SIZE,
  useNotifications,
  useUnreadCount,
  type Notification,
  type NotificationPage,
} from './api/listNotifications';
export { useNotificationChange } from './api/useNotificationChange';
export { useNotificationSettings, type NotificationSettings } from './api/getNotificationSettings';
export { useChooseEmailCopies } from './api/chooseEmailCopies';
