export { commitThenEmit, PendingPlayerEvents } from './commit-then-emit';
export { registerNotifications } from './notification-endpoints';
export { broadcastMessages, notificationTexts } from './notification-messages';
export {
  type BroadcastAudience,
  broadcastNotification,
  listNotifications,
  markNotificationsRead,
  type NotificationDraft,
  notifyPlayer,
} from './notification-records';
export {
  createPlayerEvents,
  type ListenerErrorHandler,
  type PlayerEventListener,
  type PlayerEventMap,
  type PlayerEventName,
  type PlayerEvents,
} from './player-events';
