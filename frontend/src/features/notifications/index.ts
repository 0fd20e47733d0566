export { NotificationsSection, NOTIFICATIONS_TEXT } from './NotificationsSection';
export { useLiveNotifications } from './useLiveNotifications';
