import type { ColumnType, Generated } from 'kysely';
import type { Kurus } from '../db/column-types';

/**
 * A game session: the token a provider's launch carries (stored as its SHA-256), the player and
 * the login it belongs to. It ends with that login (logout, password change) or at `expires_at`.
 */
export interface GameSessionTable {
  id: Generated<number>;
  token_hash: string;
  player_id: number;
  player_session_id: number;
  game_code: string;
  created_at: Date;
  expires_at: Date;
}

/** What a provider's wallet call was. */
export type GameTransactionKind = 'bet' | 'win' | 'rollback';

/**
 * How a transaction stands: `done` moved money (or closed a round with a zero win); a bet becomes
 * `rolled_back` when refunded; a rollback is `noop` when its bet was refunded before, and
 * `tombstone` when it came before its bet (which is then refused).
 */
export type GameTransactionStatus = 'done' | 'rolled_back' | 'noop' | 'tombstone';

/** One bet, win or rollback a provider asked for, unique by the provider's transaction id. */
export interface GameTransactionTable {
  id: Generated<bigint>;
  provider: string;
  transaction_id: string;
  player_id: number;
  kind: GameTransactionKind;
  status: GameTransactionStatus;
  round_id: string;
  game_code: string;
  amount_kurus: Kurus;
  /** The bet a win pays or a rollback refunds. */
  reference_transaction_id: string | null;
  round_closed: boolean;
  /** The ledger entry that moved the money; null when nothing moved. */
  ledger_id: bigint | null;
  /** The balance right after this transaction (kuruş). */
  balance_after: Kurus;
  created_at: Date;
  /** A bet's bonus being wagered when it was taken, if any (0023). */
  bonus_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What of a bet was bonus money; a rollback returns it to the bonus pocket. */
  bonus_part_kurus: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  /** What a bet counted toward its bonus's wagering; a rollback takes it back. */
  wagered_kurus: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** Tables of the seamless wallet (migration 0009). */
export interface GameWalletTables {
  game_session: GameSessionTable;
  game_transaction: GameTransactionTable;
}
