import { type Kysely, sql } from 'kysely';

/**
 * Notifications (one row per player: a broadcast is written once for every player, so each keeps
 * its own read mark), the claimable bonus offers and the players' bonus requests.
 */
export const notificationsAndBonuses = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('notification')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('type', 'smallint', (column) => column.notNull().check(sql`type between 1 and 5`))
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('is_read', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('notification_player_newest')
      .on('notification')
      .columns(['player_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('bonus_offer')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('name_tr', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('summary_tr', 'text', (column) => column.notNull())
      .addColumn('summary_en', 'text', (column) => column.notNull())
      .addColumn('terms_tr', sql`text[]`, (column) => column.notNull())
      .addColumn('terms_en', sql`text[]`, (column) => column.notNull())
      .addColumn('amount_kurus', 'bigint', (column) =>
        column.notNull().check(sql`amount_kurus > 0`),
      )
      .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
      .addColumn('ends_at', 'timestamptz')
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
      .addCheckConstraint('bonus_offer_window', sql`ends_at is null or ends_at > starts_at`)
      .execute();

    await db.schema
      .createTable('bonus_request')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql`kind in ('trial', 'offer')`),
      )
      .addColumn('offer_id', 'integer', (column) => column.references('bonus_offer.id'))
      .addColumn('amount_kurus', 'bigint', (column) =>
        column.notNull().check(sql`amount_kurus > 0`),
      )
      .addColumn('status', 'smallint', (column) =>
        column.notNull().check(sql`status between 1 and 4`),
      )
      .addColumn('ledger_key', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('settled_at', 'timestamptz')
      .addCheckConstraint('bonus_request_offer', sql`(kind = 'offer') = (offer_id is not null)`)
      .addUniqueConstraint('bonus_request_once', ['player_id', 'ledger_key'])
      .execute();
    await db.schema
      .createIndex('bonus_request_player_created')
      .on('bonus_request')
      .columns(['player_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['bonus_request', 'bonus_offer', 'notification']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
