import {
  BonusRequestStatus,
  type BonusTerms,
  money,
  NotificationType,
  toMinorUnits,
} from '@zar/api-client/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db';
import { ApiError, type LocalisedText } from '../http';
import {
  commitThenEmit,
  notificationTexts,
  notifyPlayer,
  type PlayerEvents,
} from '../notifications';
import { formatAmount } from '../payments';
import { fillPerLocale } from '../payments/payment-messages';
import { lockWallet, WalletError } from '../wallet';
import { bonusMessages } from './bonus-messages';
import { activeBonus, startBonus } from './bonus-wallet';

/** The wallet ledger kind of every bonus credit (into the bonus pocket). */
export const bonusLedgerKind = 'bonus';

/** The ledger keys that credit each bonus once per player. */
export const bonusLedgerKeys = {
  trial: (playerId: number) => `trial-bonus:${playerId}`,
  offer: (offerId: number, playerId: number) => `bonus-offer:${offerId}:${playerId}`,
};

/** A bonus to credit to a player, once. */
export interface BonusGrant {
  playerId: number;
  kind: 'trial' | 'offer';
  /** The offer claimed; null for the trial bonus. */
  offerId: number | null;
  amountKurus: bigint;
  /** Its wagering, limits and expiry from now on. */
  rules: BonusTerms;
  /** The deposit that qualified for it, used once; null when none was needed. */
  depositId?: number | null;
  /** Unique per player (see `bonusLedgerKeys`); a second grant under it credits nothing. */
  ledgerKey: string;
  /** The bonus's name in both languages, for the notification. */
  name: LocalisedText;
  now: Date;
  /**
   * Checked in the grant's transaction once the wallet is locked, before anything is written;
   * throws to refuse (the trial bonus claims the player's phone, ID number and device here).
   */
  check?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Credits a bonus to the bonus pocket under its key and starts its wagering, records the bonus
 * request (Processing until it turns into cash, expires or is forfeited) and notifies the player,
 * in one transaction; `events` hears of the notification and the new balance after the commit.
 * Refuses (400 `bonus_active`) while another bonus is being wagered. Returns false and changes
 * nothing when the key was credited before: parallel grants take turns on the wallet's lock, so
 * one credits and the others find its key.
 */
export async function grantBonus(
  db: Kysely<Database>,
  events: PlayerEvents,
  grant: BonusGrant,
): Promise<boolean> {
  const { playerId, kind, offerId, amountKurus, ledgerKey, name, now } = grant;
  try {
    return await commitThenEmit(db, events, async (trx, pending) => {
      await lockWallet(trx, playerId);
      const earlier = await trx
        .selectFrom('bonus_request')
        .select('id')
        .where('player_id', '=', playerId)
        .where('ledger_key', '=', ledgerKey)
        .executeTakeFirst();
      if (earlier) return false;
      const busy = await activeBonus(trx, pending, playerId, now);
      if (busy) {
        throw new ApiError({
          status: 400,
          code: 'bonus_active',
          text: fillPerLocale(bonusMessages.bonusActive, (locale) => ({
            name: locale === 'tr' ? busy.name_tr : busy.name_en,
          })),
        });
      }
      await grant.check?.(trx);
      const request = await trx
        .insertInto('bonus_request')
        .values({
          player_id: playerId,
          kind,
          offer_id: offerId,
          amount_kurus: amountKurus,
          status: BonusRequestStatus.Processing,
          ledger_key: ledgerKey,
          created_at: now,
          settled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await notifyPlayer(trx, pending, {
        playerId,
        type: NotificationType.Bonus,
        ...notificationTexts.bonusGranted,
        params: (locale) => ({ amount: formatAmount(amountKurus, locale), name: name[locale] }),
        now,
      });
      return startBonus(trx, pending, {
        playerId,
        requestId: request.id,
        offerId,
        depositId: grant.depositId ?? null,
        name,
        rules: grant.rules,
        amountKurus,
        ledgerKey,
        reference: offerId === null ? 'trial-bonus' : `bonus-offer:${offerId}`,
        now,
      });
    });
  } catch (error) {
    // The key was credited before with another amount (the operator changed it since).
    if (error instanceof WalletError && error.code === 'idempotency_conflict') return false;
    throw error;
  }
}

/** True when the player already has a bonus request under this ledger key. */
export async function hasBonusRequest(
  db: Kysely<Database>,
  playerId: number,
  ledgerKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('bonus_request')
    .select('id')
    .where('player_id', '=', playerId)
    .where('ledger_key', '=', ledgerKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** The trial bonus in kuruş as the bootstrap offers it (site option `trialBonusAmount`, lira). */
export async function trialBonusAmount(db: Kysely<Database>): Promise<bigint> {
  const option = await db
    .selectFrom('site_option')
    .select('value')
    .where('key', '=', 'trialBonusAmount')
    .executeTakeFirst();
  const parsed = money.safeParse(Number(option?.value ?? ''));
  return parsed.success && parsed.data > 0 ? toMinorUnits(parsed.data) : 0n;
}
