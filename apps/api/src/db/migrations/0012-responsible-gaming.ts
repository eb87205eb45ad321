import type { Kysely } from 'kysely';

/** The players' own limits and their time-outs and self-exclusions. */
export const responsibleGaming = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('player_limit')
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('value', 'bigint')
      .addColumn('pending_value', 'bigint')
      .addColumn('pending_from', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('player_limit_pk', ['player_id', 'kind'])
      .execute();
    await db.schema
      .createTable('player_exclusion')
      .addColumn('player_id', 'integer', (column) =>
        column.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('until', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('player_exclusion').execute();
    await db.schema.dropTable('player_limit').execute();
  },
};
