import { type Kysely, sql } from 'kysely';

/**
 * The notification hub's single-use tickets, and the messages too large for a PostgreSQL NOTIFY
 * payload, which other API processes read back by id.
 */
export const hubTickets = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('hub_ticket')
      .addColumn('ticket_hash', 'text', (column) => column.primaryKey())
      .addColumn('session_id', 'integer', (column) =>
        column.notNull().references('player_session.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('hub_ticket_expiry')
      .on('hub_ticket')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('hub_message')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('hub_message').execute();
    await db.schema.dropTable('hub_ticket').execute();
  },
};
