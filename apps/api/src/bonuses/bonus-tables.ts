import type { ColumnType, Generated } from 'kysely';
import type { Kurus } from '../db/column-types';

/** A bonus players claim once each on /dashboard/claim-bonus, while its window is open. */
export interface BonusOfferTable {
  id: number;
  name_tr: string;
  name_en: string;
  summary_tr: string;
  summary_en: string;
  /** The conditions, one sentence each. */
  terms_tr: string[];
  terms_en: string[];
  amount_kurus: Kurus;
  starts_at: Date;
  /** Null: open-ended. */
  ends_at: Date | null;
  sort: Generated<number>;
  active: Generated<boolean>;
  /** Its `BonusTerms` as the contract words them (lira); `{}` until seeded (0023). */
  rules: ColumnType<unknown, string | undefined, string>;
}

/**
 * A bonus granted to a player (0023): its rules as they were when granted, how much of its
 * wagering is done, what of it turned into cash, and whether it is still `active`.
 */
export interface PlayerBonusTable {
  id: Generated<number>;
  player_id: number;
  request_id: number;
  offer_id: number | null;
  /** The deposit that qualified for it, used once. */
  deposit_id: number | null;
  name_tr: string;
  name_en: string;
  rules: ColumnType<unknown, string, string>;
  granted_kurus: Kurus;
  required_kurus: Kurus;
  wagered_kurus: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  max_bet_kurus: Kurus;
  max_cashout_kurus: Kurus;
  converted_kurus: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  /**
   * Bonus money that left the wallet for good: what expiry or a forfeit removed, what a
   * conversion could not pay over the cap, and wins and refunds of its bets after it ended.
   */
  removed_kurus: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  status: ColumnType<PlayerBonusStatus, PlayerBonusStatus | undefined, PlayerBonusStatus>;
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

export type PlayerBonusStatus = 'active' | 'completed' | 'expired' | 'forfeited';

/** Who has had the trial bonus: `phone:…`, `personal:…`, `device:…` hashes, each once (0023). */
export interface TrialBonusClaimTable {
  identity: string;
  player_id: number;
  created_at: Date;
}

/**
 * A bonus a player asked for or was granted: the trial bonus or an offer, its SPEC §3 bonus
 * request status (Processing 1 … Expired 4) and the wallet ledger key that credits it once.
 */
export interface BonusRequestTable {
  id: Generated<number>;
  player_id: number;
  kind: 'trial' | 'offer';
  /** The offer claimed; null for the trial bonus. */
  offer_id: number | null;
  amount_kurus: Kurus;
  status: number;
  /** Unique per player, e.g. `trial-bonus:7` or `bonus-offer:2:7`. */
  ledger_key: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  /** When it was credited, cancelled or expired. */
  settled_at: Date | null;
}

/** The bonuses' tables: the offers, what players asked for, the bonuses being wagered and who had the trial bonus. */
export interface BonusTables {
  bonus_offer: BonusOfferTable;
  bonus_request: BonusRequestTable;
  player_bonus: PlayerBonusTable;
  trial_bonus_claim: TrialBonusClaimTable;
}
