import { type Kysely, sql } from 'kysely';

/** Casino categories, banners, the popup, static pages, promotions and top winners. */
export const siteContent = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('casino_category')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name_tr', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('image_url', 'text')
      .addColumn('slug_list', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('slider_banner')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('slug', 'text', (column) => column.notNull())
      .addColumn('url', 'text')
      .addColumn('target', 'text')
      .addColumn('image_default', 'text', (column) => column.notNull())
      .addColumn('image_medium', 'text', (column) => column.notNull())
      .addColumn('image_large', 'text', (column) => column.notNull())
      .addColumn('title_tr', 'text')
      .addColumn('title_en', 'text')
      .addColumn('subtitle_tr', 'text')
      .addColumn('subtitle_en', 'text')
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
      .execute();
    await db.schema
      .createIndex('slider_banner_slug_sort')
      .on('slider_banner')
      .columns(['slug', 'sort'])
      .execute();

    await db.schema
      .createTable('popup')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('image_default', 'text', (column) => column.notNull())
      .addColumn('image_large', 'text', (column) => column.notNull())
      .addColumn('image_medium', 'text', (column) => column.notNull())
      .addColumn('url', 'text')
      .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('content_category')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull().unique())
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('content_item')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('category_id', 'integer', (column) =>
        column.notNull().references('content_category.id').onDelete('cascade'),
      )
      .addColumn('title_tr', 'text', (column) => column.notNull())
      .addColumn('title_en', 'text', (column) => column.notNull())
      .addColumn('html_tr', 'text', (column) => column.notNull())
      .addColumn('html_en', 'text', (column) => column.notNull())
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('status', 'boolean', (column) => column.notNull().defaultTo(true))
      .execute();
    await db.schema
      .createIndex('content_item_category_sort')
      .on('content_item')
      .columns(['category_id', 'sort'])
      .execute();

    await db.schema
      .createTable('top_winner')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('image', 'text', (column) => column.notNull())
      .addColumn('game', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('amount_minor', 'bigint', (column) =>
        column.notNull().check(sql`amount_minor > 0`),
      )
      .addColumn('currency_symbol', 'text', (column) => column.notNull())
      .addColumn('is_live', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('won_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('promotion')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('title_tr', 'text', (column) => column.notNull())
      .addColumn('title_en', 'text', (column) => column.notNull())
      .addColumn('summary_tr', 'text', (column) => column.notNull())
      .addColumn('summary_en', 'text', (column) => column.notNull())
      .addColumn('html_tr', 'text', (column) => column.notNull())
      .addColumn('html_en', 'text', (column) => column.notNull())
      .addColumn('image_url', 'text', (column) => column.notNull())
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'promotion',
      'top_winner',
      'content_item',
      'content_category',
      'popup',
      'slider_banner',
      'casino_category',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
