export {
  NOTIFICATIONS_PAGE_SIZE,
  notificationKeys,
  useNotificationChange,
  useNotifications,
  useUnreadCount,
  type Notification,
  type NotificationPage,
} from './api';
