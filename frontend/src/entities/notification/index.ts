export {
  NOTIFICATIONS_PAGE_SIZE,
  notificationKeys,
  useChooseEmailCopies,
  useNotificationChange,
  useNotificationSettings,
  useNotifications,
  useUnreadCount,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
} from './api';
