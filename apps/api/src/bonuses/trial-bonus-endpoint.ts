import { createHash } from 'node:crypto';
import { claimTrialBonus } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import {
  ApiError,
  inBothLanguages,
  registerEndpoint,
  type ServerText,
  serverMessage,
} from '../http';
import { formatAmount } from '../payments';
import { requestFingerprint } from '../sessions';
import { bonusLedgerKeys, grantBonus, hasBonusRequest, trialBonusAmount } from './bonus-grants';
import { bonusMessages } from './bonus-messages';
import { refuseExcluded } from './bonus-offer-endpoints';
import { trialBonusRules } from './bonus-rules';
import type { BonusServices } from './bonus-services';

/**
 * GET /api/bonus/definetrialbonus: credits the `trialBonusAmount` site option to a player who
 * chose the trial bonus at sign-up, once (ledger key `trial-bonus:{playerId}`), and notifies them.
 * It goes into the bonus pocket with `trialBonusRules`, only to a player whose phone is verified,
 * and once per phone, TC number and device (`trial_bonus_claim`). A second claim, a player who
 * did not choose it, an unverified phone, an identity that had it, or an amount of 0 is a 400
 * with the reason; a player on a time-out or self-excluded gets a 403.
 */
export function registerTrialBonus(app: FastifyInstance, services: BonusServices): void {
  const { db } = services.database;

  registerEndpoint(app, claimTrialBonus, async (_input, context) => {
    const { playerId } = context.session;
    const { locale } = context;
    await refuseExcluded(services, playerId);
    const ledgerKey = bonusLedgerKeys.trial(playerId);
    if (await hasBonusRequest(db, playerId, ledgerKey)) {
      throw refused('trial_bonus_claimed', bonusMessages.trialBonusClaimed);
    }
    const player = await db
      .selectFrom('player')
      .select(['trial_bonus_requested', 'sms_verified', 'phone', 'personal_no'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    if (!player.trial_bonus_requested) {
      throw refused('trial_bonus_not_chosen', bonusMessages.trialBonusNotChosen);
    }
    if (!player.sms_verified) {
      throw refused('trial_phone_unverified', bonusMessages.trialPhoneUnverified);
    }
    const amountKurus = await trialBonusAmount(db);
    if (amountKurus === 0n) {
      throw refused('trial_bonus_unavailable', bonusMessages.trialBonusUnavailable);
    }

    const now = services.clock();
    const granted = await grantBonus(db, services.events, {
      playerId,
      kind: 'trial',
      offerId: null,
      amountKurus,
      rules: trialBonusRules,
      ledgerKey,
      name: inBothLanguages(bonusMessages.trialBonusName),
      now: services.clock(),
      // Once per person: the phone, the TC number and the device each take it once, whoever
      // asks; the unique key decides between two accounts asking at the same moment.
      check: async (trx) => {
        const identities = trialIdentities({
          phone: player.phone,
          personalNo: player.personal_no,
          device: requestFingerprint(context.request),
        });
        const claimed = await trx
          .insertInto('trial_bonus_claim')
          .values(
            identities.map((identity) => ({ identity, player_id: playerId, created_at: now })),
          )
          .onConflict((conflict) => conflict.column('identity').doNothing())
          .returning('identity')
          .execute();
        if (claimed.length !== identities.length) {
          throw refused('trial_bonus_used', bonusMessages.trialBonusUsed);
        }
      },
    });
    if (!granted) throw refused('trial_bonus_claimed', bonusMessages.trialBonusClaimed);
    return {
      success: true,
      message: serverMessage(bonusMessages.trialBonusGranted, locale, {
        amount: formatAmount(amountKurus, locale),
      }),
      data: null,
    };
  });
}

/**
 * What makes a person for the trial bonus, hashed: their phone (digits only), TC number and
 * device fingerprint.
 */
export function trialIdentities(who: { phone: string; personalNo: string; device: string }) {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  return [
    `phone:${hash(who.phone.replace(/\D/g, ''))}`,
    `personal:${hash(who.personalNo.trim())}`,
    `device:${hash(who.device)}`,
  ];
}

function refused(code: string, text: ServerText): ApiError {
  return new ApiError({ status: 400, code, text });
}
