import {
  type BonusOffer,
  type BonusTerms,
  bonusOffers,
  claimBonusOffer,
  fromMinorUnits,
  TransactionKind,
  TransactionStatus,
  toMinorUnits,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db';
import { ApiError, type Locale, registerEndpoint, serverMessage, translate } from '../http';
import { formatAmount } from '../payments';
import { fillPerLocale } from '../payments/payment-messages';
import { activeExclusion, isSelfExcluded } from '../responsible-gaming';
import { formatInstant } from '../responsible-gaming/player-limits';
import { bonusLedgerKeys, grantBonus, hasBonusRequest, trialBonusAmount } from './bonus-grants';
import { bonusMessages } from './bonus-messages';
import { offerRules, trialBonusRules } from './bonus-rules';
import type { BonusServices } from './bonus-services';
import { smaller } from './bonus-wallet';

const largestId = 2 ** 31 - 1;

/**
 * GET /api/bonus/offers (the offers open now, with whether the player claimed each; first the
 * trial bonus of a player who chose it at sign-up, `trial: true`, claimed through
 * bonus/definetrialbonus, so closing the sign-up celebration never loses it) and
 * POST /api/bonus/claim (credits an open offer once, ledger key `bonus-offer:{offerId}:{playerId}`,
 * and notifies the player). Claiming again, or an offer that is closed or unknown, is a 400. A
 * self-excluded player is offered nothing; neither they nor a player on a time-out may claim
 * anything (403).
 */
export function registerBonusOffers(app: FastifyInstance, services: BonusServices): void {
  const { db } = services.database;

  registerEndpoint(app, bonusOffers, async (_input, context) => {
    const { playerId } = context.session;
    const now = services.clock();
    return {
      success: true,
      message: null,
      data: (await isSelfExcluded(db, playerId, now))
        ? []
        : [
            ...(await trialOffer(db, playerId, context.locale)),
            ...(await listOpenOffers(db, playerId, now, context.locale)),
          ],
    };
  });

  registerEndpoint(app, claimBonusOffer, async ({ id }, context) => {
    const { playerId } = context.session;
    const { locale } = context;
    await refuseExcluded(services, playerId);
    const offer = id <= largestId ? await findOpenOffer(db, id, services.clock()) : undefined;
    if (!offer) {
      throw new ApiError({
        status: 400,
        code: 'bonus_offer_unavailable',
        text: bonusMessages.offerUnavailable,
      });
    }
    const name = { tr: offer.name_tr, en: offer.name_en };
    const ledgerKey = bonusLedgerKeys.offer(offer.id, playerId);
    if (await hasBonusRequest(db, playerId, ledgerKey)) throw claimedBefore(name[locale]);
    const rules = offerRules(offer.rules);
    const now = services.clock();
    const deposit = await qualifyingDeposit(db, playerId, rules, now);
    const amountKurus =
      deposit && rules.percent !== null
        ? smaller((deposit.amount_kurus * BigInt(rules.percent)) / 100n, offer.amount_kurus)
        : offer.amount_kurus;
    const granted = await grantBonus(db, services.events, {
      playerId,
      kind: 'offer',
      offerId: offer.id,
      amountKurus,
      rules,
      depositId: deposit?.id ?? null,
      ledgerKey,
      name,
      now,
    });
    if (!granted) throw claimedBefore(name[locale]);
    return {
      success: true,
      message: serverMessage(bonusMessages.offerGranted, locale, {
        name: name[locale],
        amount: formatAmount(amountKurus, locale),
      }),
      data: null,
    };
  });
}

const claimedBefore = (name: string) =>
  new ApiError({
    status: 400,
    code: 'bonus_offer_claimed',
    text: bonusMessages.offerClaimed,
    params: { name },
  });

/** A deposit counts for a bonus within this long after it was confirmed. */
const depositWindowMs = 7 * 86_400_000;

/**
 * The deposit a deposit bonus stands on: the player's newest confirmed deposit of at least the
 * minimum, from the last 7 days, that no bonus used; refuses (400 `bonus_deposit_required`) when
 * there is none. An offer with no minimum deposit needs none (undefined).
 */
async function qualifyingDeposit(
  db: Kysely<Database>,
  playerId: number,
  rules: BonusTerms,
  now: Date,
) {
  if (rules.minDeposit === null) return undefined;
  const minimum = toMinorUnits(rules.minDeposit);
  const deposit = await db
    .selectFrom('payment_request as deposit')
    .select(['deposit.id', 'deposit.amount_kurus'])
    .where('deposit.player_id', '=', playerId)
    .where('deposit.kind', '=', TransactionKind.Deposit)
    .where('deposit.status', '=', TransactionStatus.Confirmed)
    .where('deposit.amount_kurus', '>=', minimum)
    .where('deposit.created_at', '>', new Date(now.getTime() - depositWindowMs))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('player_bonus').select('id').whereRef('deposit_id', '=', 'deposit.id')),
      ),
    )
    .orderBy('deposit.id', 'desc')
    .executeTakeFirst();
  if (deposit) return deposit;
  throw new ApiError({
    status: 400,
    code: 'bonus_deposit_required',
    text: fillPerLocale(bonusMessages.depositRequired, (locale) => ({
      amount: formatAmount(minimum, locale),
    })),
  });
}

/** The 403 for a player on a time-out or self-excluded: no bonus of any kind while it lasts. */
export async function refuseExcluded(services: BonusServices, playerId: number) {
  const exclusion = await activeExclusion(services.database.db, playerId, services.clock());
  if (!exclusion) return;
  if (exclusion.kind === 'self_exclusion') {
    throw new ApiError({ status: 403, code: 'self_excluded', text: bonusMessages.selfExcluded });
  }
  throw new ApiError({
    status: 403,
    code: 'timeout',
    text: fillPerLocale(bonusMessages.timeout, (locale) => ({
      until: exclusion.until ? formatInstant(exclusion.until, locale) : '',
    })),
  });
}

/**
 * The trial bonus as an offer (id 0, `trial: true`) for a player who chose it at sign-up while one
 * is on offer, claimed or not; nothing otherwise.
 */
async function trialOffer(
  db: Kysely<Database>,
  playerId: number,
  locale: Locale,
): Promise<BonusOffer[]> {
  const player = await db
    .selectFrom('player')
    .select(['trial_bonus_requested', 'created_at'])
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!player?.trial_bonus_requested) return [];
  const amountKurus = await trialBonusAmount(db);
  if (amountKurus === 0n) return [];
  const claimed = await hasBonusRequest(db, playerId, bonusLedgerKeys.trial(playerId));
  return [
    {
      id: 0,
      name: translate(locale, bonusMessages.trialBonusName),
      summary: serverMessage(bonusMessages.trialBonusSummary, locale, {
        amount: formatAmount(amountKurus, locale),
      }),
      terms: [translate(locale, bonusMessages.trialBonusTerms)],
      amount: fromMinorUnits(amountKurus),
      rules: trialBonusRules,
      startsAt: player.created_at.toISOString(),
      endsAt: null,
      claimed,
      trial: true,
    },
  ];
}

/** Active offers whose window holds `now`: started, and not yet ended. */
function openAt(now: Date) {
  return (eb: ExpressionBuilder<Database, 'bonus_offer'>) =>
    eb.and([
      eb('bonus_offer.active', '=', true),
      eb('bonus_offer.starts_at', '<=', now),
      eb.or([eb('bonus_offer.ends_at', 'is', null), eb('bonus_offer.ends_at', '>', now)]),
    ]);
}

function findOpenOffer(db: Kysely<Database>, id: number, now: Date) {
  return db
    .selectFrom('bonus_offer')
    .selectAll()
    .where('id', '=', id)
    .where(openAt(now))
    .executeTakeFirst();
}

async function listOpenOffers(
  db: Kysely<Database>,
  playerId: number,
  now: Date,
  locale: Locale,
): Promise<BonusOffer[]> {
  const rows = await db
    .selectFrom('bonus_offer')
    .leftJoin('bonus_request as request', (join) =>
      join.onRef('request.offer_id', '=', 'bonus_offer.id').on('request.player_id', '=', playerId),
    )
    .selectAll('bonus_offer')
    .select('request.id as request_id')
    .where(openAt(now))
    .orderBy('bonus_offer.sort')
    .orderBy('bonus_offer.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: locale === 'en' ? row.name_en : row.name_tr,
    summary: locale === 'en' ? row.summary_en : row.summary_tr,
    terms: locale === 'en' ? row.terms_en : row.terms_tr,
    amount: fromMinorUnits(row.amount_kurus),
    rules: offerRules(row.rules),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    claimed: row.request_id !== null,
  }));
}
