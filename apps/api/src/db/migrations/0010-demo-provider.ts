import { type Kysely, sql } from 'kysely';

/** The demo game provider's own records: launches, seed pairs and rounds. */
export const demoProvider = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('demo_launch')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token', 'text', (column) => column.notNull())
      .addColumn('user_code', 'text', (column) => column.notNull())
      .addColumn('game_code', 'text', (column) => column.notNull())
      .addColumn('game_name', 'text', (column) => column.notNull())
      .addColumn('studio', 'text', (column) => column.notNull())
      .addColumn('engine', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('lobby_url', 'text', (column) => column.notNull())
      .addColumn('is_mobile', 'boolean', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('demo_seed_pair')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('user_code', 'text', (column) => column.notNull())
      .addColumn('server_seed', 'text', (column) => column.notNull())
      .addColumn('server_seed_hash', 'text', (column) => column.notNull())
      .addColumn('client_seed', 'text', (column) => column.notNull())
      .addColumn('nonce', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('revealed_at', 'timestamptz')
      .execute();
    // One pair in use per player.
    await sql`create unique index demo_seed_pair_current on demo_seed_pair (user_code) where revealed_at is null`.execute(
      db,
    );

    await db.schema
      .createTable('demo_round')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('launch_id', 'text', (column) => column.notNull().references('demo_launch.id'))
      .addColumn('user_code', 'text', (column) => column.notNull())
      .addColumn('game_code', 'text', (column) => column.notNull())
      .addColumn('engine', 'text', (column) => column.notNull())
      .addColumn('seed_pair_id', 'integer', (column) =>
        column.notNull().references('demo_seed_pair.id'),
      )
      .addColumn('client_seed', 'text', (column) => column.notNull())
      .addColumn('nonce', 'integer', (column) => column.notNull())
      .addColumn('bet', 'text', (column) => column.notNull())
      .addColumn('stake_kurus', 'bigint', (column) => column.notNull())
      .addColumn('outcome', 'text')
      .addColumn('win_kurus', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('started_at', 'timestamptz', (column) => column.notNull())
      .addColumn('settled_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('demo_round_user')
      .on('demo_round')
      .columns(['user_code', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('demo_round').execute();
    await db.schema.dropTable('demo_seed_pair').execute();
    await db.schema.dropTable('demo_launch').execute();
  },
};
