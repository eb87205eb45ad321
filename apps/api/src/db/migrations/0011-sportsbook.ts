import { type Kysely, sql } from 'kysely';

/** The demo sportsbook's bet slips and their selections. */
export const sportsbook = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sports_bet')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) => column.notNull().references('player.id'))
      .addColumn('token', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql`kind in ('single', 'accumulator')`),
      )
      .addColumn('stake_kurus', 'bigint', (column) => column.notNull().check(sql`stake_kurus > 0`))
      .addColumn('odds_x100', 'integer', (column) => column.notNull())
      .addColumn('potential_kurus', 'bigint', (column) => column.notNull())
      .addColumn('status', 'text', (column) =>
        column.notNull().check(sql`status in ('open', 'won', 'lost')`),
      )
      .addColumn('win_kurus', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
      .addColumn('settled_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('sports_bet_player')
      .on('sports_bet')
      .columns(['player_id', 'placed_at'])
      .execute();
    await db.schema.createIndex('sports_bet_status').on('sports_bet').column('status').execute();
    await db.schema
      .createTable('sports_bet_selection')
      .addColumn('bet_id', 'text', (column) =>
        column.notNull().references('sports_bet.id').onDelete('cascade'),
      )
      .addColumn('match_id', 'text', (column) => column.notNull())
      .addColumn('market', 'text', (column) => column.notNull())
      .addColumn('pick', 'text', (column) => column.notNull())
      .addColumn('odds_x100', 'integer', (column) => column.notNull())
      .addColumn('won', 'boolean')
      .addPrimaryKeyConstraint('sports_bet_selection_pk', ['bet_id', 'match_id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sports_bet_selection').execute();
    await db.schema.dropTable('sports_bet').execute();
  },
};
