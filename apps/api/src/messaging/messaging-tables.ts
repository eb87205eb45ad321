import type { ColumnType, Generated } from 'kysely';

/** How a message's delivery stands (migration 0024). */
export type DeliveryStatus = 'queued' | 'sent' | 'failed';

/**
 * Every SMS and e-mail sent to a player: the record, and in development and test the delivery
 * itself (the dev outbox endpoint reads it).
 */
export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  locale: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** The provider's last refusal or the transport's error; never the message text. */
  last_error: string | null;
  sent_at: Date | null;
}

/** The messaging table: what was sent and how its delivery went. */
export interface MessagingTables {
  outbox: OutboxTable;
}
