import { type Kysely, sql } from 'kysely';

/** The settings table the bootstrap call reads; later migrations seed it. */
export const foundation = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('site_option')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('status', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('site_option').execute();
  },
};
