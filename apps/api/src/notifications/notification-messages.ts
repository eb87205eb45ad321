import { serverKeys } from '../http';

/**
 * What the notifications of money events say: keys of `serverNotifications` in
 * `@zar/locales/server`; `{{amount}}` is the formatted amount and `{{name}}` the bonus's name in
 * the player's language.
 */
export const notificationTexts = serverKeys('serverNotifications');

/** What the operator's notify command answers. */
export const broadcastMessages = notificationTexts.broadcast;
