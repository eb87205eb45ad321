import { type Kysely, sql } from 'kysely';

/** The game catalogue, its lobby categories, favourites and recently played games. */
export const casino = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('casino_game')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('code', 'text', (column) => column.notNull().unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('provider_name', 'text', (column) => column.notNull())
      .addColumn('main_provider_id', 'integer', (column) => column.notNull())
      .addColumn('studio', 'text', (column) => column.notNull())
      .addColumn('product_id', 'text')
      .addColumn('system', 'text')
      .addColumn('image_url', 'text', (column) => column.notNull())
      .addColumn('is_live', 'boolean', (column) => column.notNull())
      .addColumn('desktop', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('mobile', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('engine', 'text', (column) =>
        column.notNull().check(sql`engine in ('slot', 'roulette', 'crash')`),
      )
      .addColumn('search_key', 'text', (column) => column.notNull())
      .addColumn('sort', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('casino_game_live')
      .on('casino_game')
      .columns(['is_live', 'sort'])
      .execute();

    await db.schema
      .createTable('casino_game_category')
      .addColumn('game_id', 'integer', (column) =>
        column.notNull().references('casino_game.id').onDelete('cascade'),
      )
      .addColumn('category_id', 'integer', (column) =>
        column.notNull().references('casino_category.id').onDelete('cascade'),
      )
      .addColumn('sort', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('casino_game_category_pk', ['category_id', 'game_id'])
      .execute();

    for (const table of ['casino_favorite', 'casino_recent'] as const) {
      const time = table === 'casino_favorite' ? 'created_at' : 'played_at';
      await db.schema
        .createTable(table)
        .addColumn('player_id', 'integer', (column) =>
          column.notNull().references('player.id').onDelete('cascade'),
        )
        .addColumn('game_id', 'integer', (column) =>
          column.notNull().references('casino_game.id').onDelete('cascade'),
        )
        .addColumn(time, 'timestamptz', (column) => column.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['player_id', 'game_id'])
        .execute();
      await db.schema
        .createIndex(`${table}_player_time`)
        .on(table)
        .columns(['player_id', time])
        .execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('casino_recent').execute();
    await db.schema.dropTable('casino_favorite').execute();
    await db.schema.dropTable('casino_game_category').execute();
    await db.schema.dropTable('casino_game').execute();
  },
};
