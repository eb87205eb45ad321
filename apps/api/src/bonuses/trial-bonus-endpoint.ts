import { claimTrialBonus } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, type LocalisedText, registerEndpoint, serverMessage, signedIn } from '../http';
import { formatAmount } from '../payments';
import { bonusLedgerKeys, grantBonus, hasBonusRequest, trialBonusAmount } from './bonus-grants';
import { bonusMessages } from './bonus-messages';
import { refuseExcluded } from './bonus-offer-endpoints';
import type { BonusServices } from './bonus-services';

/**
 * GET /api/bonus/definetrialbonus: credits the `trialBonusAmount` site option to a player who
 * chose the trial bonus at sign-up, once (ledger key `trial-bonus:{playerId}`), and notifies them.
 * A second claim, a player who did not choose it, or an amount of 0 is a 400 with the reason; a
 * player on a time-out or self-excluded gets a 403.
 */
export function registerTrialBonus(app: FastifyInstance, services: BonusServices): void {
  const { db } = services.database;

  registerEndpoint(app, claimTrialBonus, async (_input, context) => {
    const { playerId } = signedIn(context);
    const { locale } = context;
    await refuseExcluded(services, playerId);
    const ledgerKey = bonusLedgerKeys.trial(playerId);
    if (await hasBonusRequest(db, playerId, ledgerKey)) {
      throw refused('trial_bonus_claimed', bonusMessages.trialBonusClaimed);
    }
    const player = await db
      .selectFrom('player')
      .select('trial_bonus_requested')
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    if (!player.trial_bonus_requested) {
      throw refused('trial_bonus_not_chosen', bonusMessages.trialBonusNotChosen);
    }
    const amountKurus = await trialBonusAmount(db);
    if (amountKurus === 0n) {
      throw refused('trial_bonus_unavailable', bonusMessages.trialBonusUnavailable);
    }

    const granted = await grantBonus(db, services.events, {
      playerId,
      kind: 'trial',
      offerId: null,
      amountKurus,
      ledgerKey,
      name: bonusMessages.trialBonusName,
      now: services.clock(),
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

function refused(code: string, text: LocalisedText): ApiError {
  return new ApiError({ status: 400, code, text });
}
