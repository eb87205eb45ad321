export type { NotificationBadgeProps } from './notification-badge';
export { formatUnreadCount, NotificationBadge } from './notification-badge';
