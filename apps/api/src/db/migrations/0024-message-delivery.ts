import { type Kysely, sql } from 'kysely';

/**
 * Issue 25, real e-mail and SMS. The outbox stays the record of every message; each row now says
 * how its delivery went: `queued` until a provider took it, `sent`, or `failed` after the last
 * attempt. `last_error` holds the provider's answer (never the text, which carries codes). Rows
 * written before were only ever written to the table, which was their delivery: `sent`.
 */
export const messageDelivery = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('outbox')
      .addColumn('status', 'text', (column) =>
        column.notNull().defaultTo('sent').check(sql`status in ('queued', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'timestamptz')
      .execute();
    // `operator messages failed` reads the failures, newest first.
    await db.schema
      .createIndex('outbox_failed')
      .on('outbox')
      .column('id')
      .where(sql.ref('status'), '=', 'failed')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('outbox_failed').execute();
    await db.schema
      .alterTable('outbox')
      .dropColumn('status')
      .dropColumn('attempts')
      .dropColumn('last_error')
      .dropColumn('sent_at')
      .execute();
  },
};
