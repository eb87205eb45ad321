import {
  type BonusHistoryPage,
  type BonusHistoryQuery,
  type BonusRequestStatus,
  bonusHistory,
  fromMinorUnits,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Database, newestFirstPage } from '../db';
import { type Locale, registerEndpoint, translate } from '../http';
import { bonusMessages } from './bonus-messages';
import type { BonusServices } from './bonus-services';

/**
 * POST /api/bonus/history: the player's bonus requests for /dashboard/bonuses (the trial bonus and
 * the offers they claimed), optionally of one status, newest first, with the number that match.
 */
export function registerBonusHistory(app: FastifyInstance, services: BonusServices): void {
  registerEndpoint(app, bonusHistory, async (filter, context) => {
    const { playerId } = context.session;
    return {
      success: true,
      message: null,
      data: await findBonusRequests(services.database.db, playerId, filter, context.locale),
    };
  });
}

async function findBonusRequests(
  db: Kysely<Database>,
  playerId: number,
  { status, skip, take }: BonusHistoryQuery,
  locale: Locale,
): Promise<BonusHistoryPage> {
  let matching = db
    .selectFrom('bonus_request as request')
    .leftJoin('bonus_offer as offer', 'offer.id', 'request.offer_id')
    .where('request.player_id', '=', playerId);
  if (status !== undefined) matching = matching.where('request.status', '=', status);

  const { total, rows } = await newestFirstPage(matching, 'request', { skip, take }, (page) =>
    page.select([
      'request.id',
      'request.kind',
      'request.amount_kurus',
      'request.status',
      'request.created_at',
      'request.settled_at',
      'offer.name_tr',
      'offer.name_en',
    ]),
  );
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      name:
        row.kind === 'trial'
          ? translate(locale, bonusMessages.trialBonusName)
          : ((locale === 'en' ? row.name_en : row.name_tr) ?? ''),
      amount: fromMinorUnits(row.amount_kurus),
      status: row.status as BonusRequestStatus,
      createdAt: row.created_at.toISOString(),
      settledAt: row.settled_at?.toISOString() ?? null,
    })),
  };
}
