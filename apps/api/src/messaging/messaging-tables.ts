import type { ColumnType, Generated } from 'kysely';

/** An SMS or e-mail the default message sender "sent". */
export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  locale: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** The messaging table: what the default sender sent. */
export interface MessagingTables {
  outbox: OutboxTable;
}
