import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { money } from './money';
import { recordId } from './record-id';

/** A bonus of /dashboard/claim-bonus, in the request's language. */
export const bonusOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** One line saying what the player gets. */
  summary: z.string(),
  /** The conditions, one plain-text sentence each. */
  terms: z.array(z.string()),
  /** What claiming it credits to the balance. */
  amount: money,
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
});

/**
 * POST bonus/claim: credits an open offer to the player's balance, once; claiming it again, or an
 * offer that is closed or unknown, is refused with HTTP 400 and a message. A success answers the
 * sentence to show.
 */
export const claimBonusOffer = defineEndpoint({
  method: 'POST',
  path: 'bonus/claim',
  request: z.object({ id: recordId.positive() }),
  response: emptyEnvelope,
  auth: true,
});
