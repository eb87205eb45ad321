import type { ColumnType, Generated } from 'kysely';
import type { Kurus } from '../db/column-types';
import type { DemoEngine } from './demo-engines';

/** A launch of a game page: which game, for which wallet session, how it opened. */
export interface DemoLaunchTable {
  /** Random, unguessable: the page's address carries it instead of the wallet token. */
  id: string;
  token: string;
  user_code: string;
  game_code: string;
  game_name: string;
  studio: string;
  engine: DemoEngine;
  language: string;
  lobby_url: string;
  is_mobile: boolean;
  created_at: Date;
}

/**
 * A player's provably-fair seed pair: the server seed stays secret (only its hash is shown) until
 * the player rotates the pair and no round on it is unfinished; each round takes the next nonce.
 */
export interface DemoSeedPairTable {
  id: Generated<number>;
  user_code: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: Date;
  /** When the player rotated the pair out: new rounds take the next pair from then on. */
  rotated_at: Date | null;
}

/**
 * How a round stands: `open` (slot, roulette: stake taken, outcome being drawn), `running` (crash:
 * the multiplier climbs), `settling` (outcome and win recorded, the win being paid; whoever comes
 * next finishes paying it, the wallet applies it once), `settled`, `void` (the stake was refused).
 */
export type DemoRoundStatus = 'open' | 'running' | 'settling' | 'settled' | 'void';

/** The statuses of a round that is not over: its seed pair's server seed stays secret. */
export const unfinishedRoundStatuses = ['open', 'running', 'settling'] as const;

/** One round of a demo game, with the seeds and nonce that decided it. */
export interface DemoRoundTable {
  id: Generated<number>;
  launch_id: string;
  user_code: string;
  game_code: string;
  engine: DemoEngine;
  seed_pair_id: number;
  client_seed: string;
  nonce: number;
  bet: string;
  stake_kurus: Kurus;
  outcome: string | null;
  win_kurus: Kurus;
  status: DemoRoundStatus;
  started_at: Date;
  /** A running crash round: when it ends by itself (auto cash-out or crash). Server-side only. */
  due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  settled_at: Date | null;
}

/** Tables of the in-house demo game provider (migrations 0010 and 0015). */
export interface DemoProviderTables {
  demo_launch: DemoLaunchTable;
  demo_seed_pair: DemoSeedPairTable;
  demo_round: DemoRoundTable;
}
