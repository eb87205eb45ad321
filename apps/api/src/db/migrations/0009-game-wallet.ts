import { type Kysely, sql } from 'kysely';

/** The seamless wallet: game sessions issued at launch and every provider transaction. */
export const gameWallet = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('game_session')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('player_id', 'integer', (column) => column.notNull().references('player.id'))
      .addColumn('player_session_id', 'integer', (column) =>
        column.notNull().references('player_session.id').onDelete('cascade'),
      )
      .addColumn('game_code', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('game_transaction')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('transaction_id', 'text', (column) => column.notNull())
      .addColumn('player_id', 'integer', (column) => column.notNull().references('player.id'))
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql`kind in ('bet', 'win', 'rollback')`),
      )
      .addColumn('status', 'text', (column) =>
        column.notNull().check(sql`status in ('done', 'rolled_back', 'noop', 'tombstone')`),
      )
      .addColumn('round_id', 'text', (column) => column.notNull())
      .addColumn('game_code', 'text', (column) => column.notNull())
      .addColumn('amount_kurus', 'bigint', (column) =>
        column.notNull().check(sql`amount_kurus >= 0`),
      )
      .addColumn('reference_transaction_id', 'text')
      .addColumn('round_closed', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('ledger_id', 'bigint', (column) => column.references('wallet_ledger.id'))
      .addColumn('balance_after', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addUniqueConstraint('game_transaction_provider_id', ['provider', 'transaction_id'])
      .execute();
    await db.schema
      .createIndex('game_transaction_reference')
      .on('game_transaction')
      .columns(['provider', 'reference_transaction_id'])
      .execute();
    await db.schema
      .createIndex('game_transaction_player_time')
      .on('game_transaction')
      .columns(['player_id', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('game_transaction').execute();
    await db.schema.dropTable('game_session').execute();
  },
};
