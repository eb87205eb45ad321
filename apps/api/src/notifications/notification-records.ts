import {
  type Notification,
  type NotificationPage,
  NotificationType,
} from '@zar/api-client/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../db';
import { defaultLocale, type Locale, locales, type ServerText, serverMessage } from '../http';
// The file, not the domain's index: responsible gaming reaches payments, which notify.
import { notSelfExcludedAt } from '../responsible-gaming/self-exclusion';
import type { PendingPlayerEvents } from './commit-then-emit';
import type { NotificationTable } from './notification-tables';

/** A notification to write to one player: texts in both languages, their language picks one. */
export interface NotificationDraft {
  playerId: number;
  type: NotificationType;
  title: ServerText;
  body: ServerText;
  /** Values of the texts' placeholders in each language, e.g. a formatted amount. */
  params?: (locale: Locale) => Record<string, string>;
  now: Date;
}

/**
 * Writes a notification in both languages inside the caller's transaction, and queues its event
 * for after the commit: the event (pushed now) in the player's language (their `locale`, the one
 * they last used); the list later in the language each request asks in.
 */
export async function notifyPlayer(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  { playerId, type, title, body, params, now }: NotificationDraft,
): Promise<Notification> {
  const player = await trx
    .selectFrom('player')
    .select('locale')
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  const locale = locales.find((known) => known === player.locale) ?? defaultLocale;
  const text = (message: ServerText, language: Locale) =>
    serverMessage(message, language, params?.(language) ?? {});
  const row = await trx
    .insertInto('notification')
    .values({
      player_id: playerId,
      type,
      title: text(title, locale),
      body: text(body, locale),
      title_tr: text(title, 'tr'),
      title_en: text(title, 'en'),
      body_tr: text(body, 'tr'),
      body_en: text(body, 'en'),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const notification = toNotification(row, locale);
  pending.notification({ playerId, notification });
  return notification;
}

/** Who an operator's message goes to: every player, or the one with this username. */
export type BroadcastAudience = { everyone: true } | { username: string };

/**
 * Writes the operator's System notification, as given, once for each player addressed (each then
 * has their own read mark) and queues their events. Returns the players reached; none when the
 * username is unknown. A message to everyone is marketing: it skips self-excluded players (no row,
 * no push); a message to one player by name is the operator writing to that account, and goes.
 */
export async function broadcastNotification(
  trx: Transaction<Database>,
  pending: PendingPlayerEvents,
  {
    audience,
    title,
    body,
    now,
  }: { audience: BroadcastAudience; title: string; body: string; now: Date },
): Promise<number> {
  const rows = await trx
    .insertInto('notification')
    .columns(['player_id', 'type', 'title', 'body', 'created_at'])
    .expression((eb) => {
      const players = eb
        .selectFrom('player')
        .select([
          'player.id',
          sql<number>`${NotificationType.System}::smallint`.as('type'),
          sql<string>`${title}::text`.as('title'),
          sql<string>`${body}::text`.as('body'),
          sql<Date>`${now}::timestamptz`.as('created_at'),
        ]);
      return 'username' in audience
        ? players.where(sql`lower(username)`, '=', sql`lower(${audience.username})`)
        : players.where(notSelfExcludedAt(now));
    })
    // Every row but its id is known already: reading back only the ids keeps a broadcast to
    // 10,000 players from parsing 10,000 copies of the same title, body and time.
    .returning(['id', 'player_id'])
    .execute();
  const written = toNotification({
    id: 0,
    player_id: 0,
    type: NotificationType.System,
    title,
    body,
    title_tr: null,
    title_en: null,
    body_tr: null,
    body_en: null,
    created_at: now,
    is_read: false,
  });
  for (const { id, player_id: playerId } of rows) {
    pending.notification({ playerId, notification: { ...written, id } });
  }
  return rows.length;
}

/**
 * A page of the player's notifications, newest first, in `locale` (the request's: the language the
 * player reads the site in now) where the notification has it.
 */
export async function listNotifications(
  db: Kysely<Database>,
  playerId: number,
  { skip = 0, take = 100 }: NotificationPage,
  locale: Locale = defaultLocale,
): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notification')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(skip)
    .limit(take)
    .execute();
  return rows.map((row) => toNotification(row, locale));
}

const largestId = 2 ** 31 - 1;

/**
 * Marks the player's notifications among `ids` read; ids of other players' notifications, or of
 * none, change nothing. Returns how many were unread before.
 */
export async function markNotificationsRead(
  db: Kysely<Database>,
  playerId: number,
  ids: readonly number[],
): Promise<number> {
  const known = [...new Set(ids)].filter((id) => id > 0 && id <= largestId);
  if (known.length === 0) return 0;
  const result = await db
    .updateTable('notification')
    .set({ is_read: true })
    .where('player_id', '=', playerId)
    .where('id', 'in', known)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * A row as the contract sends it: its texts in `locale` when it has them (else as written), the
 * time as UTC without a zone designator.
 */
function toNotification(row: Selectable<NotificationTable>, locale?: Locale): Notification {
  const title = locale === 'en' ? row.title_en : locale === 'tr' ? row.title_tr : null;
  const body = locale === 'en' ? row.body_en : locale === 'tr' ? row.body_tr : null;
  return {
    id: row.id,
    title: title ?? row.title,
    note: body ?? row.body,
    type: row.type as NotificationType,
    timeStamp: row.created_at.toISOString().slice(0, 19),
    isRead: row.is_read,
  };
}
