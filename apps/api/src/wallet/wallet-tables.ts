import type { ColumnType, Generated } from 'kysely';
import type { Kurus } from '../db/column-types';

/** A player's money: what they can spend and what withdrawals in review hold back, in kuruş. */
export interface WalletAccountTable {
  player_id: number;
  balance_kurus: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  held_kurus: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  /** The bonus pocket (0023): spent by bets after the cash, never withdrawn. */
  bonus_kurus: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  updated_at: Generated<Date>;
}

/** The two pockets of a wallet: cash, which can be withdrawn, and bonus money being wagered. */
export type WalletPocket = 'cash' | 'bonus';

/**
 * One change of a wallet: `amount_kurus` moves the balance (negative debits), `held_change_kurus`
 * the held amount; summing them gives the account. The idempotency key is unique per player.
 */
export interface WalletLedgerTable {
  id: Generated<bigint>;
  player_id: number;
  /** What moved the money, e.g. `deposit`, `withdrawal_hold`. */
  kind: string;
  /** The pocket the row moves; `balance_after` is that pocket's balance (0023). */
  pocket: ColumnType<WalletPocket, WalletPocket | undefined, WalletPocket>;
  amount_kurus: Kurus;
  held_change_kurus: Kurus;
  balance_after: Kurus;
  held_after: Kurus;
  idempotency_key: string;
  /** What the entry belongs to, e.g. `payment:12`. */
  reference: string | null;
  created_at: Generated<Date>;
}

/** The wallet's tables: each player's pockets and the ledger that sums to them. */
export interface WalletTables {
  wallet_account: WalletAccountTable;
  wallet_ledger: WalletLedgerTable;
}
