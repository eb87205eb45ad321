import { type Notification, notifications } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { call } from '../accounts/test-players';
import type { PlayerEventMap, PlayerEvents } from './player-events';

/** Every player event emitted from now on, in order, until `stop()`. */
export function recordPlayerEvents(events: PlayerEvents) {
  const heard: Array<
    | { name: 'notification'; event: PlayerEventMap['notification'] }
    | { name: 'balance'; event: PlayerEventMap['balance'] }
  > = [];
  const stops = [
    events.on('notification', (event) => {
      heard.push({ name: 'notification', event });
    }),
    events.on('balance', (event) => {
      heard.push({ name: 'balance', event });
    }),
  ];
  return {
    heard,
    /** What one player heard, as `[name, notification title or null]`. */
    of: (playerId: number) =>
      heard
        .filter(({ event }) => event.playerId === playerId)
        .map((item) => [
          item.name,
          item.name === 'notification' ? item.event.notification.title : null,
        ]),
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

/** The player's notifications as `customer/notification` lists them, asked in `locale`. */
export async function listedNotifications(
  app: FastifyInstance,
  token: string,
  page: { skip?: number; take?: number } = {},
  locale = 'tr',
  fingerprint?: string,
): Promise<Notification[]> {
  const response = await call(app, 'POST', 'customer/notification', {
    token,
    body: page,
    locale,
    ...(fingerprint ? { fingerprint } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`listing failed: ${response.body}`);
  return notifications.response.parse(response.json()).data;
}
