import { type Kysely, sql } from 'kysely';

/**
 * Payments go through providers (`payments/payment-providers.ts`). A method names the provider
 * that serves it instead of a mode: `sandbox` (the test payment page; what `external` meant) or
 * `operator` (a person settles it by hand; what `message` meant). Each request keeps the provider
 * that took it, so only that provider's callbacks settle it whatever later happens to its method.
 * The player's idempotency keys of `payment/deposit` and `payment/withdraw` remember which request
 * each filed, so a retried call answers it again instead of filing (and holding) twice.
 */
export const paymentProviders = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('payment_method').addColumn('provider', 'text').execute();
    await sql`
      update payment_method
      set provider = case mode when 'external' then 'sandbox' else 'operator' end
    `.execute(db);
    await db.schema
      .alterTable('payment_method')
      .alterColumn('provider', (column) => column.setNotNull())
      .execute();
    await db.schema.alterTable('payment_method').dropColumn('mode').execute();

    await db.schema.alterTable('payment_request').addColumn('provider', 'text').execute();
    await sql`
      update payment_request
      set provider = method.provider
      from payment_method method
      where method.id = payment_request.method_id
    `.execute(db);
    await db.schema
      .alterTable('payment_request')
      .alterColumn('provider', (column) => column.setNotNull())
      .execute();

    await db.schema
      .createTable('payment_idempotency_key')
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('request_hash', 'text', (column) => column.notNull())
      // Set in the transaction that claims the key, so a committed key always has its request.
      .addColumn('payment_request_id', 'integer', (column) =>
        column.references('payment_request.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('payment_idempotency_key_pk', ['player_id', 'key'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('payment_idempotency_key').execute();
    await db.schema.alterTable('payment_request').dropColumn('provider').execute();
    await db.schema.alterTable('payment_method').addColumn('mode', 'text').execute();
    await sql`
      update payment_method
      set mode = case provider when 'sandbox' then 'external' else 'message' end
    `.execute(db);
    await sql`
      alter table payment_method alter column mode set not null,
      add constraint payment_method_mode_check check (mode in ('external', 'message'))
    `.execute(db);
    await db.schema.alterTable('payment_method').dropColumn('provider').execute();
  },
};
