import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, bonus money with rules. The wallet keeps two pockets: `wallet_account.bonus_kurus`
 * beside the cash balance, and every ledger row names the pocket it moves (`pocket`, `cash` for
 * every row before). A `player_bonus` is one bonus being wagered (at most one active per player),
 * with its rules as granted; a game transaction remembers what of it was bonus money and what it
 * counted toward wagering, so a rollback undoes both. `trial_bonus_claim` makes the trial bonus
 * once per phone, TC number and device, whoever claims it. Balance notifies now cover the bonus.
 */
export const bonusPockets = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('wallet_account')
      .addColumn('bonus_kurus', 'bigint', (column) =>
        column.notNull().defaultTo(0).check(sql`bonus_kurus >= 0`),
      )
      .execute();
    await db.schema
      .alterTable('wallet_ledger')
      .addColumn('pocket', 'text', (column) =>
        column.notNull().defaultTo('cash').check(sql`pocket in ('cash', 'bonus')`),
      )
      .execute();
    // The bonus pocket holds nothing back: only cash is withdrawn.
    await sql`alter table wallet_ledger add constraint wallet_ledger_bonus_holds_nothing
      check (pocket = 'cash' or held_change_kurus = 0)`.execute(db);

    await db.schema
      .alterTable('bonus_offer')
      .addColumn('rules', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();

    await db.schema
      .createTable('player_bonus')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('request_id', 'integer', (column) =>
        column.notNull().references('bonus_request.id'),
      )
      .addColumn('offer_id', 'integer')
      .addColumn('deposit_id', 'integer', (column) => column.references('payment_request.id'))
      .addColumn('name_tr', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('rules', 'jsonb', (column) => column.notNull())
      .addColumn('granted_kurus', 'bigint', (column) =>
        column.notNull().check(sql`granted_kurus > 0`),
      )
      .addColumn('required_kurus', 'bigint', (column) => column.notNull())
      .addColumn('wagered_kurus', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('max_bet_kurus', 'bigint', (column) => column.notNull())
      .addColumn('max_cashout_kurus', 'bigint', (column) => column.notNull())
      .addColumn('converted_kurus', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('removed_kurus', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('active')
          .check(sql`status in ('active', 'completed', 'expired', 'forfeited')`),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('ended_at', 'timestamptz')
      .execute();
    await sql`create unique index player_bonus_one_active on player_bonus (player_id)
      where status = 'active'`.execute(db);
    await sql`create unique index player_bonus_one_per_deposit on player_bonus (deposit_id)
      where deposit_id is not null`.execute(db);
    await sql`create index player_bonus_expiring on player_bonus (expires_at)
      where status = 'active'`.execute(db);

    await db.schema
      .alterTable('game_transaction')
      .addColumn('bonus_id', 'integer', (column) => column.references('player_bonus.id'))
      .addColumn('bonus_part_kurus', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('wagered_kurus', 'bigint', (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('trial_bonus_claim')
      .addColumn('identity', 'text', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();

    await sql`drop trigger wallet_account_changed on wallet_account`.execute(db);
    await sql`
      create trigger wallet_account_changed
      after insert or update of balance_kurus, bonus_kurus or delete on wallet_account
      for each row execute function notify_cache_invalidation('balance')
    `.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop trigger wallet_account_changed on wallet_account`.execute(db);
    await sql`
      create trigger wallet_account_changed
      after insert or update of balance_kurus or delete on wallet_account
      for each row execute function notify_cache_invalidation('balance')
    `.execute(db);
    await db.schema.dropTable('trial_bonus_claim').execute();
    await db.schema
      .alterTable('game_transaction')
      .dropColumn('bonus_id')
      .dropColumn('bonus_part_kurus')
      .dropColumn('wagered_kurus')
      .execute();
    await db.schema.dropTable('player_bonus').execute();
    await db.schema.alterTable('bonus_offer').dropColumn('rules').execute();
    await sql`alter table wallet_ledger drop constraint wallet_ledger_bonus_holds_nothing`.execute(
      db,
    );
    await db.schema.alterTable('wallet_ledger').dropColumn('pocket').execute();
    await db.schema.alterTable('wallet_account').dropColumn('bonus_kurus').execute();
  },
};
