import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { notificationType } from './enumerations';
import { emptyEnvelope, envelope } from './envelope';
import { recordId } from './record-id';

/** A UTC date-time without zone designator, e.g. `2026-03-14T18:05:00`; the site appends `Z`. */
export const utcTimestamp = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?$/,
    'Expected a UTC date-time without Z',
  );

/** A message to the player about a deposit, withdrawal, jackpot, bonus or the system. */
export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  note: z.string(),
  type: notificationType,
  timeStamp: utcTimestamp.nullable(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

/** Page of the notification list; the site asks for skip 0, take 100. */
export const notificationPage = z.object({
  skip: z.number().int().nonnegative().default(0),
  take: z.number().int().min(1).max(100).default(100),
});
export type NotificationPage = z.input<typeof notificationPage>;

/** POST customer/notification: the player's notifications, newest first. */
export const notifications = defineEndpoint({
  method: 'POST',
  path: 'customer/notification',
  request: notificationPage,
  response: envelope(z.array(notification)),
  auth: true,
  effect: 'read',
});

/**
 * POST customer/readnotification: marks the given notifications of the player read; ids that are
 * not theirs are ignored.
 */
export const readNotification = defineEndpoint({
  method: 'POST',
  path: 'customer/readnotification',
  request: z.object({ id: z.array(recordId).min(1).max(1000) }),
  response: emptyEnvelope,
  auth: true,
  effect: 'write',
});
