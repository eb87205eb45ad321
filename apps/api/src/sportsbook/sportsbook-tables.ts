import type { ColumnType } from 'kysely';

type Kurus = ColumnType<bigint, bigint | number, bigint | number>;

/** How a sports bet stands. */
export type SportsBetStatus = 'open' | 'won' | 'lost';

/**
 * A bet slip as placed: a single or an accumulator, idempotent by the player and the slip's own
 * id (migration 0016: two players' slips may share an id).
 */
export interface SportsBetTable {
  id: string;
  player_id: number;
  /** The wallet round: the stake's transaction id, and the win's with `-win` (`slipRound`). */
  round_id: string;
  /** The wallet session the stake was taken in; its win settles through the same one. */
  token: string;
  kind: 'single' | 'accumulator';
  stake_kurus: Kurus;
  /** The product of the selections' odds, × 100. */
  odds_x100: number;
  potential_kurus: Kurus;
  status: SportsBetStatus;
  win_kurus: Kurus;
  placed_at: Date;
  settled_at: Date | null;
}

/** One leg of a slip: the match, market, pick and the odds taken. */
export interface SportsBetSelectionTable {
  player_id: number;
  bet_id: string;
  match_id: string;
  market: string;
  pick: string;
  odds_x100: number;
  /** Set once the match is over. */
  won: boolean | null;
}

/** Tables of the demo sportsbook (migrations 0011, 0016). */
export interface SportsbookTables {
  sports_bet: SportsBetTable;
  sports_bet_selection: SportsBetSelectionTable;
}
