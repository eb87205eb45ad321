import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { money } from './money';
import { recordId } from './record-id';

/** A share of a bet that counts toward wagering, in percent (0–100). */
const share = z.number().int().min(0).max(100);

/**
 * The rules of a bonus (issue 22), the same for every language: the site words them.
 * The bonus sits in the bonus pocket until `wagering` × its amount has been bet, each bet counting
 * its stake times its game kind's share; then up to `maxCashout` of it becomes cash. It is gone
 * after `days`, or when the player withdraws or forfeits it first.
 */
export const bonusTerms = z.object({
  /** A percentage of the qualifying deposit, credited up to the offer's amount; null: a fixed amount. */
  percent: z.number().int().positive().nullable(),
  /** The deposit that qualifies (at least this much, made before the claim); null: none needed. */
  minDeposit: money.nullable(),
  /** How many times the bonus amount must be bet before it turns into cash, e.g. 30. */
  wagering: z.number().int().min(0),
  /** How much of each bet counts toward wagering, by game kind. */
  contribution: z.object({ slots: share, table: share, live: share, sportsbook: share }),
  /** Sportsbook slips count only at these total odds or more, e.g. 1.5. */
  sportsbookMinOdds: z.number().min(1),
  /** The largest single bet allowed while the bonus is being wagered. */
  maxBet: money,
  /** Days from the claim until an unfinished bonus expires. */
  days: z.number().int().positive(),
  /** The most of it that can turn into cash. */
  maxCashout: money,
});
export type BonusTerms = z.infer<typeof bonusTerms>;

/** A bonus of /dashboard/claim-bonus, in the request's language. */
export const bonusOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** One line saying what the player gets. */
  summary: z.string(),
  /** The conditions, one plain-text sentence each. */
  terms: z.array(z.string()),
  /** What claiming it credits to the bonus pocket: the amount, or for a percentage the most. */
  amount: money,
  /** Its wagering, expiry and limits, shown before the claim. */
  rules: bonusTerms,
  /** When the offer opened (ISO 8601, UTC). */
  startsAt: z.iso.datetime(),
  /** When it closes (ISO 8601, UTC); null when it has no end. */
  endsAt: z.iso.datetime().nullable(),
  /** True once the player has claimed it; each offer is claimed once. */
  claimed: z.boolean(),
  /**
   * The sign-up trial bonus of a player who chose it (id 0): claimed with bonus/definetrialbonus,
   * not bonus/claim. Left out for every other offer.
   */
  trial: z.literal(true).optional(),
});
export type BonusOffer = z.infer<typeof bonusOffer>;

/** GET bonus/offers: the offers open now, in display order, with whether the player claimed each. */
export const bonusOffers = defineEndpoint({
  method: 'GET',
  path: 'bonus/offers',
  request: z.object({}),
  response: envelope(z.array(bonusOffer)),
  auth: true,
  effect: 'read',
});

/**
 * POST bonus/claim: credits an open offer to the player's bonus pocket, once; claiming it again, or an
 * offer that is closed or unknown, is refused with HTTP 400 and a message. A success answers the
 * sentence to show.
 */
export const claimBonusOffer = defineEndpoint({
  method: 'POST',
  path: 'bonus/claim',
  request: z.object({ id: recordId.positive() }),
  response: emptyEnvelope,
  auth: true,
  effect: 'write',
});

/** A bonus the player holds that is still being wagered (/dashboard/bonuses). */
export const activeBonus = z.object({
  /** The bonus's own id, for bonus/forfeit. */
  id: recordId,
  name: z.string(),
  /** What was credited when it was claimed. */
  granted: money,
  /** What is in the bonus pocket now. */
  balance: money,
  /** Bets counted toward wagering so far, already weighted by game kind. */
  wagered: money,
  /** What must be counted in all (`wagering` × `granted`). */
  required: money,
  /** When it is removed unless wagering is done first (ISO 8601, UTC). */
  expiresAt: z.iso.datetime(),
  rules: bonusTerms,
});
export type ActiveBonus = z.infer<typeof activeBonus>;

/** GET bonus/active: the bonuses being wagered now (at most one at a time), with their progress. */
export const activeBonuses = defineEndpoint({
  method: 'GET',
  path: 'bonus/active',
  request: z.object({}),
  response: envelope(z.array(activeBonus)),
  auth: true,
  effect: 'read',
});

/** What all the player's bonuses came to, in lira: each counted once, whatever its state. */
export const bonusTotalsData = z.object({
  /** Bonuses the player was given. */
  bonuses: z.number().int().nonnegative(),
  /** Credited to the bonus pocket in all. */
  granted: money,
  /** Turned into cash when their wagering was done. */
  converted: money,
  /** Removed by expiry, a forfeit, or a cap on what turns into cash. */
  removed: money,
  /** In the bonus pocket now. */
  active: money,
});
export type BonusTotals = z.infer<typeof bonusTotalsData>;

/** GET bonus/totals: what all the player's bonuses came to (granted, cash, removed, left). */
export const bonusTotals = defineEndpoint({
  method: 'GET',
  path: 'bonus/totals',
  request: z.object({}),
  response: envelope(bonusTotalsData),
  auth: true,
  effect: 'read',
});

/**
 * POST bonus/forfeit: gives up an active bonus; what is in the bonus pocket is removed. A bonus
 * that is not active (done, expired, forfeited, unknown) is refused with HTTP 400 and a message.
 */
export const forfeitBonus = defineEndpoint({
  method: 'POST',
  path: 'bonus/forfeit',
  request: z.object({ id: recordId.positive() }),
  response: emptyEnvelope,
  auth: true,
  effect: 'write',
});
