import {
  type ActiveBonus,
  activeBonuses,
  forfeitBonus,
  fromMinorUnits,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, registerEndpoint, serverMessage } from '../http';
import { commitThenEmit } from '../notifications';
import { formatAmount } from '../payments';
import { lockWallet } from '../wallet';
import { bonusMessages } from './bonus-messages';
import type { BonusServices } from './bonus-services';
import { activeBonus, endBonus, parseRules } from './bonus-wallet';

/** How often the sweep removes bonuses past their date. */
export const bonusExpirySweepMs = 60_000;

/**
 * GET /api/bonus/active (the bonus being wagered, with its progress, pocket, time left and rules)
 * and POST /api/bonus/forfeit (the player gives it up: the pocket is emptied). Both lock the
 * wallet, so a bonus past its date is expired before it is shown; a sweep expires the rest.
 */
export function registerActiveBonuses(app: FastifyInstance, services: BonusServices): void {
  const { db } = services.database;

  registerEndpoint(app, activeBonuses, async (_input, context) => {
    const { playerId } = context.session;
    const { locale } = context;
    // Most players have none: answered without locking (or opening) their wallet.
    const any = await db
      .selectFrom('player_bonus')
      .select('id')
      .where('player_id', '=', playerId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!any) return { success: true, message: null, data: [] };
    const data = await commitThenEmit(db, services.events, async (trx, pending) => {
      const { bonusKurus } = await lockWallet(trx, playerId);
      const bonus = await activeBonus(trx, pending, playerId, services.clock());
      if (!bonus) return [];
      const shown: ActiveBonus = {
        id: bonus.id,
        name: locale === 'tr' ? bonus.name_tr : bonus.name_en,
        granted: fromMinorUnits(bonus.granted_kurus),
        balance: fromMinorUnits(bonusKurus),
        wagered: fromMinorUnits(bonus.wagered_kurus),
        required: fromMinorUnits(bonus.required_kurus),
        expiresAt: bonus.expires_at.toISOString(),
        rules: parseRules(bonus.rules),
      };
      return [shown];
    });
    return { success: true, message: null, data };
  });

  registerEndpoint(app, forfeitBonus, async ({ id }, context) => {
    const { playerId } = context.session;
    const { locale } = context;
    const forfeited = await commitThenEmit(db, services.events, async (trx, pending) => {
      await lockWallet(trx, playerId);
      const bonus = await activeBonus(trx, pending, playerId, services.clock());
      if (bonus?.id !== id) return undefined;
      const removed = await endBonus(trx, pending, bonus, 'forfeited', services.clock());
      return { name: locale === 'tr' ? bonus.name_tr : bonus.name_en, removed };
    });
    if (!forfeited) {
      throw new ApiError({ status: 400, code: 'bonus_not_active', text: bonusMessages.notActive });
    }
    return {
      success: true,
      message: serverMessage(bonusMessages.forfeited, locale, {
        name: forfeited.name,
        amount: formatAmount(forfeited.removed, locale),
      }),
      data: null,
    };
  });

  // Bonuses past their date leave even when nobody calls: one transaction per bonus.
  const sweep = setInterval(() => {
    expireDueBonuses(services).catch((error) =>
      app.log.error({ err: error }, 'The bonus expiry sweep failed'),
    );
  }, bonusExpirySweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

/** Expires every bonus past its date; returns how many. */
export async function expireDueBonuses(services: BonusServices): Promise<number> {
  const { db } = services.database;
  const now = services.clock();
  const due = await db
    .selectFrom('player_bonus')
    .select('player_id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .execute();
  let expired = 0;
  for (const { player_id: playerId } of due) {
    await commitThenEmit(db, services.events, async (trx, pending) => {
      await lockWallet(trx, playerId);
      // activeBonus expires it, unless it ended meanwhile.
      const before = await trx
        .selectFrom('player_bonus')
        .select('id')
        .where('player_id', '=', playerId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!before) return;
      if (!(await activeBonus(trx, pending, playerId, now))) expired += 1;
    });
  }
  return expired;
}
