export { formatNotificationTime, parseUtcTimestamp } from './format-notification-time';
export type { NotificationSheetProps } from './notification-sheet';
export { NotificationSheet } from './notification-sheet';
export type { NotificationItem, NotificationTypeName } from './notification-type';
export { NotificationTypeIcon, notificationTypeName } from './notification-type';
export type { NotificationsPanelProps } from './notifications-panel';
export { NotificationsPanel } from './notifications-panel';
