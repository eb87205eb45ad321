import type { ColumnType, Generated } from 'kysely';

/** A message to one player (SPEC §3), written in their language when it was created. */
export interface NotificationTable {
  id: Generated<number>;
  player_id: number;
  /** SPEC §3 notification type, Deposit 1 … System 5. */
  type: number;
  /** The text as written: the player's language then, or an operator's message as given. */
  title: string;
  body: string;
  /** The site's own notifications in both languages (0022); null for an operator's message. */
  title_tr: string | null;
  title_en: string | null;
  body_tr: string | null;
  body_en: string | null;
  is_read: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** The notifications' table. */
export interface NotificationTables {
  notification: NotificationTable;
}
