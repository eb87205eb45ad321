import { type AliasedExpression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db';

/** What a wallet holds, in kuruş. */
export interface WalletState {
  /** Cash: spendable and withdrawable. */
  balanceKurus: bigint;
  /** Held back for withdrawals in review. */
  heldKurus: bigint;
  /** The bonus pocket: spent by bets after the cash, never withdrawn (issue 22). */
  bonusKurus: bigint;
}

/** What a player can bet with: cash and bonus money together. */
export function playableKurus(wallet: WalletState): bigint {
  return wallet.balanceKurus + wallet.bonusKurus;
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
    .select(['balance_kurus', 'held_kurus', 'bonus_kurus'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return {
    balanceKurus: account?.balance_kurus ?? 0n,
    heldKurus: account?.held_kurus ?? 0n,
    bonusKurus: account?.bonus_kurus ?? 0n,
  };
}

/**
 * The cash and bonus pockets of the player of a `player_session` row, as a subquery to read in
 * the same statement as the session: `"<cash>:<bonus>"` in kuruş (null for a player who never had
 * money); `parsePockets` reads it.
 */
export function pocketsOfSession(
  eb: ExpressionBuilder<Database, 'player_session'>,
): AliasedExpression<string | null, 'value'> {
  return eb
    .selectFrom('wallet_account')
    .select(
      sql<string>`wallet_account.balance_kurus::text || ':' || wallet_account.bonus_kurus::text`.as(
        'pockets',
      ),
    )
    .whereRef('wallet_account.player_id', '=', 'player_session.player_id')
    .$asScalar()
    .as('value');
}

/** `pocketsOfSession`'s value as kuruş. */
export function parsePockets(value: string | null): { cashKurus: bigint; bonusKurus: bigint } {
  if (value === null) return { cashKurus: 0n, bonusKurus: 0n };
  const [cash = '0', bonus = '0'] = value.split(':');
  return { cashKurus: BigInt(cash), bonusKurus: BigInt(bonus) };
}

/** Sums a pocket's ledger rows, as SQL over `entry` rows. */
const pocketSum = (pocket: 'cash' | 'bonus', alias = '') =>
  sql.raw(
    `coalesce(sum(${alias}amount_kurus) filter (where ${alias}pocket = '${pocket}'), 0)::bigint`,
  );

/** The balances and held amount recomputed from the player's ledger alone. */
export async function recomputeWallet(
  db: Kysely<Database>,
  playerId: number,
): Promise<WalletState> {
  const sums = await db
    .selectFrom('wallet_ledger')
    .select([
      sql<bigint>`${pocketSum('cash')}`.as('balance'),
      sql<bigint>`${pocketSum('bonus')}`.as('bonus'),
      sql<bigint>`coalesce(sum(held_change_kurus), 0)::bigint`.as('held'),
    ])
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { balanceKurus: sums.balance, heldKurus: sums.held, bonusKurus: sums.bonus };
}

/** Every wallet whose cash, bonus or held amount is not the sum of its ledger; empty when all agree. */
export async function findLedgerMismatches(db: Kysely<Database>): Promise<LedgerMismatch[]> {
  const rows = await db
    .selectFrom('wallet_account as account')
    .leftJoin('wallet_ledger as entry', 'entry.player_id', 'account.player_id')
    .select([
      'account.player_id',
      'account.balance_kurus',
      'account.held_kurus',
      'account.bonus_kurus',
      sql<bigint>`${pocketSum('cash', 'entry.')}`.as('ledger_balance'),
      sql<bigint>`${pocketSum('bonus', 'entry.')}`.as('ledger_bonus'),
      sql<bigint>`coalesce(sum(entry.held_change_kurus), 0)::bigint`.as('ledger_held'),
    ])
    .groupBy([
      'account.player_id',
      'account.balance_kurus',
      'account.held_kurus',
      'account.bonus_kurus',
    ])
    .having((eb) =>
      eb.or([
        eb('account.balance_kurus', '<>', sql<bigint>`${pocketSum('cash', 'entry.')}`),
        eb('account.bonus_kurus', '<>', sql<bigint>`${pocketSum('bonus', 'entry.')}`),
        eb('account.held_kurus', '<>', sql<bigint>`coalesce(sum(entry.held_change_kurus), 0)`),
      ]),
    )
    .orderBy('account.player_id')
    .execute();
  return rows.map((row) => ({
    playerId: row.player_id,
    account: {
      balanceKurus: row.balance_kurus,
      heldKurus: row.held_kurus,
      bonusKurus: row.bonus_kurus,
    },
    ledger: {
      balanceKurus: row.ledger_balance,
      heldKurus: row.ledger_held,
      bonusKurus: row.ledger_bonus,
    },
  }));
}
