import {
  type ActiveBonus,
  activeBonuses,
  bonusTotals,
  forfeitBonus,
  fromMinorUnits,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
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
 * wallet, so a bonus past its date is expired before it is shown; a sweep expires the rest. GET
 * /api/bonus/totals sums what all the player's bonuses came to.
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

  registerEndpoint(app, bonusTotals, async (_input, context) => {
    const { playerId } = context.session;
    // Sums of the bonuses' own books; the pocket is read, never locked or opened (a read).
    const [totals, pocket] = await Promise.all([
      db
        .selectFrom('player_bonus')
        .select([
          sql<string>`count(*)`.as('bonuses'),
          sql<string>`coalesce(sum(granted_kurus), 0)`.as('granted'),
          sql<string>`coalesce(sum(converted_kurus), 0)`.as('converted'),
          sql<string>`coalesce(sum(removed_kurus), 0)`.as('removed'),
        ])
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('wallet_account')
        .select('bonus_kurus')
        .where('player_id', '=', playerId)
        .executeTakeFirst(),
    ]);
    return {
      success: true,
      message: null,
      data: {
        bonuses: Number(totals.bonuses),
        granted: fromMinorUnits(BigInt(totals.granted)),
        converted: fromMinorUnits(BigInt(totals.converted)),
        removed: fromMinorUnits(BigInt(totals.removed)),
        active: fromMinorUnits(pocket?.bonus_kurus ?? 0n),
      },
    };
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
