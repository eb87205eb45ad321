import { type Kysely, sql } from 'kysely';

/** Countries, operator translation overrides, call-me-back requests and the seed record. */
export const visitorReference = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('country')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('iso_code', 'char(2)', (column) => column.notNull().unique())
      .addColumn('name_tr', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('translation_override')
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('value', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('translation_override_pk', ['locale', 'key'])
      .execute();

    await db.schema
      .createTable('call_me_back_request')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('preferred_time', 'text', (column) => column.notNull())
      .addColumn('note', 'text')
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('seed_run')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('applied_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['seed_run', 'call_me_back_request', 'translation_override', 'country']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
