import type { ColumnType } from 'kysely';

type Amount = ColumnType<bigint, bigint | number, bigint | number>;

/**
 * A player's own limit: money limits in kuruş, time limits in minutes. A raised (or removed)
 * limit waits in `pending_*` for its 24 hours; `pending_value` null there means removal.
 */
export interface PlayerLimitTable {
  player_id: number;
  kind: string;
  value: Amount | null;
  pending_value: Amount | null;
  pending_from: Date | null;
  updated_at: Date;
}

/** A time-out or self-exclusion; `until` null is permanent. */
export interface PlayerExclusionTable {
  player_id: number;
  kind: 'timeout' | 'self_exclusion';
  until: Date | null;
  created_at: Date;
}

/** Tables of responsible gaming (migration 0012). */
export interface ResponsibleGamingTables {
  player_limit: PlayerLimitTable;
  player_exclusion: PlayerExclusionTable;
}
