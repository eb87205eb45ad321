export type { NotifyConnectionStatus } from './notify-connection/connection-status';
export {
  createNotifyConnection,
  NOTIFY_MESSAGE,
  type NotifyConnection,
  type NotifyConnectionEvent,
  type NotifyConnectionOptions,
  notifyHubSettings,
  notifyHubUrl,
} from './notify-connection/notify-connection';
export { createTokenSafeLogger } from './notify-connection/token-safe-logger';
export { type NotifyStatusSource, useNotifyConnection } from './react/use-notify-connection';
export { type NotifyMessageSource, useNotifyMessage } from './react/use-notify-message';
