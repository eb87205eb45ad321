import type { ColumnType, Generated } from 'kysely';

/** One login: the token only as a SHA-256 hash, tied to the browser fingerprint. */
export interface PlayerSessionTable {
  id: Generated<number>;
  player_id: number;
  token_hash: string;
  fingerprint: string | null;
  ip: string;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  /** When the player's session time limit ends this login (null: no limit). */
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The sessions' table: one row per login. */
export interface SessionTables {
  player_session: PlayerSessionTable;
}
