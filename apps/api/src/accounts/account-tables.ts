import type { ColumnType, Generated } from 'kysely';

/** A player's account; the password only as an argon2id hash. */
export interface PlayerTable {
  id: Generated<number>;
  /** The short public player code shown in the header (7 digits). */
  usercode: string;
  username: string;
  email: string;
  phone: string;
  name: string;
  surname: string;
  country_id: number;
  currency_id: number;
  /** YYYY-MM-DD; select it as text (`birth_date::text`) to avoid time zones. */
  birth_date: ColumnType<Date | string, string, string>;
  personal_no: string;
  /**
   * Set on accounts that shared their TC number with an older account before numbers were unique
   * (migration 0018); the unique index skips them. New accounts never have it.
   */
  personal_no_duplicate: Generated<boolean>;
  password_hash: string;
  sms_verified: Generated<boolean>;
  trial_bonus_requested: boolean;
  /** When the player accepted the terms and confirmed being 18+ (null: signed up before 0020). */
  terms_accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ref_id: number | null;
  /** The language the player last used; messages to them are written in it. */
  locale: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** A one-time code (password reset or phone verification), stored salted and hashed. */
export interface VerificationCodeTable {
  id: Generated<number>;
  player_id: number;
  /** `password_reset` or `phone`. */
  purpose: string;
  /** Where the code was sent: the phone being verified, or the username for a reset. */
  target: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  /** Set when the code was used, superseded or tried too often. */
  closed_at: Date | null;
}

/** The accounts' tables: players and the one-time codes sent to them. */
export interface AccountTables {
  player: PlayerTable;
  verification_code: VerificationCodeTable;
}
