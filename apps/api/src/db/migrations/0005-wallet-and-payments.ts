import { type Kysely, sql } from 'kysely';

/** Wallet accounts and their ledger, payment methods and their form fields, payment requests. */
export const walletAndPayments = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('wallet_account')
      .addColumn('player_id', 'integer', (column) =>
        column.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('balance_kurus', 'bigint', (column) =>
        column.notNull().defaultTo(0).check(sql`balance_kurus >= 0`),
      )
      .addColumn('held_kurus', 'bigint', (column) =>
        column.notNull().defaultTo(0).check(sql`held_kurus >= 0`),
      )
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('wallet_ledger')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('wallet_account.player_id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('amount_kurus', 'bigint', (column) => column.notNull())
      .addColumn('held_change_kurus', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('balance_after', 'bigint', (column) =>
        column.notNull().check(sql`balance_after >= 0`),
      )
      .addColumn('held_after', 'bigint', (column) => column.notNull().check(sql`held_after >= 0`))
      .addColumn('idempotency_key', 'text', (column) => column.notNull())
      .addColumn('reference', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'wallet_ledger_moves_money',
        sql`amount_kurus <> 0 or held_change_kurus <> 0`,
      )
      .addUniqueConstraint('wallet_ledger_idempotency', ['player_id', 'idempotency_key'])
      .execute();

    await db.schema
      .createTable('payment_method')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('direction', 'text', (column) =>
        column.notNull().check(sql`direction in ('deposit', 'withdraw')`),
      )
      .addColumn('mode', 'text', (column) =>
        column.notNull().check(sql`mode in ('external', 'message')`),
      )
      .addColumn('name_tr', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('logo', 'text', (column) => column.notNull())
      .addColumn('instructions_tr', 'text')
      .addColumn('instructions_en', 'text')
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
      .execute();

    await db.schema
      .createTable('payment_method_field')
      .addColumn('method_id', 'integer', (column) =>
        column.notNull().references('payment_method.id').onDelete('cascade'),
      )
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('title_tr', 'text', (column) => column.notNull())
      .addColumn('title_en', 'text', (column) => column.notNull())
      .addColumn('object_type', 'smallint', (column) =>
        column.notNull().check(sql`object_type between 1 and 7`),
      )
      .addColumn('mask', 'text')
      .addColumn('options', 'jsonb')
      .addColumn('min', 'double precision')
      .addColumn('max', 'double precision')
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('payment_method_field_pk', ['method_id', 'key'])
      .execute();

    await db.schema
      .createTable('payment_request')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'smallint', (column) => column.notNull().check(sql`kind in (1, 2)`))
      .addColumn('method_id', 'integer', (column) =>
        column.notNull().references('payment_method.id'),
      )
      .addColumn('amount_kurus', 'bigint', (column) =>
        column.notNull().check(sql`amount_kurus > 0`),
      )
      .addColumn('status', 'smallint', (column) =>
        column.notNull().check(sql`status between 0 and 6`),
      )
      .addColumn('detail', 'jsonb', (column) => column.notNull())
      .addColumn('page_token_hash', 'text', (column) => column.unique())
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('settled_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('payment_request_player_created')
      .on('payment_request')
      .columns(['player_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('payment_request_status')
      .on('payment_request')
      .columns(['status', 'kind'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'payment_request',
      'payment_method_field',
      'payment_method',
      'wallet_ledger',
      'wallet_account',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
