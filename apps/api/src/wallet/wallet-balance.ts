import { type AliasedExpression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db';

/** What a wallet holds, in kuruş. */
export interface WalletState {
  /** Spendable. */
  balanceKurus: bigint;
  /** Held back for withdrawals in review. */
  heldKurus: bigint;
}

/** A wallet whose account row disagrees with the sum of its ledger. */
export interface LedgerMismatch {
  playerId: number;
  account: WalletState;
  ledger: WalletState;
}

/** The player's live balance and held amount; zero for a player who never had money. */
export async function readWallet(db: Kysely<Database>, playerId: number): Promise<WalletState> {
  const account = await db
    .selectFrom('wallet_account')
    .select(['balance_kurus', 'held_kurus'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return {
    balanceKurus: account?.balance_kurus ?? 0n,
    heldKurus: account?.held_kurus ?? 0n,
  };
}

/**
 * The spendable balance of the player of a `player_session` row, as a subquery to read in the
 * same statement as the session (null for a player who never had money).
 */
export function spendableBalanceOfSession(
  eb: ExpressionBuilder<Database, 'player_session'>,
): AliasedExpression<bigint | null, 'value'> {
  return eb
    .selectFrom('wallet_account')
    .select('wallet_account.balance_kurus')
    .whereRef('wallet_account.player_id', '=', 'player_session.player_id')
    .$asScalar()
    .as('value');
}

/** The balance and held amount recomputed from the player's ledger alone. */
export async function recomputeWallet(
  db: Kysely<Database>,
  playerId: number,
): Promise<WalletState> {
  const sums = await db
    .selectFrom('wallet_ledger')
    .select([
      sql<bigint>`coalesce(sum(amount_kurus), 0)::bigint`.as('balance'),
      sql<bigint>`coalesce(sum(held_change_kurus), 0)::bigint`.as('held'),
    ])
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { balanceKurus: sums.balance, heldKurus: sums.held };
}

/** Every wallet whose balance or held amount is not the sum of its ledger; empty when all agree. */
export async function findLedgerMismatches(db: Kysely<Database>): Promise<LedgerMismatch[]> {
  const rows = await db
    .selectFrom('wallet_account as account')
    .leftJoin('wallet_ledger as entry', 'entry.player_id', 'account.player_id')
    .select([
      'account.player_id',
      'account.balance_kurus',
      'account.held_kurus',
      sql<bigint>`coalesce(sum(entry.amount_kurus), 0)::bigint`.as('ledger_balance'),
      sql<bigint>`coalesce(sum(entry.held_change_kurus), 0)::bigint`.as('ledger_held'),
    ])
    .groupBy(['account.player_id', 'account.balance_kurus', 'account.held_kurus'])
    .having((eb) =>
      eb.or([
        eb('account.balance_kurus', '<>', sql<bigint>`coalesce(sum(entry.amount_kurus), 0)`),
        eb('account.held_kurus', '<>', sql<bigint>`coalesce(sum(entry.held_change_kurus), 0)`),
      ]),
    )
    .orderBy('account.player_id')
    .execute();
  return rows.map((row) => ({
    playerId: row.player_id,
    account: { balanceKurus: row.balance_kurus, heldKurus: row.held_kurus },
    ledger: { balanceKurus: row.ledger_balance, heldKurus: row.ledger_held },
  }));
}
