export type { TopNotificationProps } from './top-notification';
export { TopNotification } from './top-notification';
