import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { bonusRequestStatus } from './enumerations';
import { envelope } from './envelope';
import { money } from './money';

/** One bonus the player asked for or was granted, for /dashboard/bonuses. */
export const bonusRequest = z.object({
  id: z.number().int(),
  /** The bonus's name in the request's language. */
  name: z.string(),
  amount: money,
  /** Processing 1, Completed 2 (credited), Cancelled 3, Expired 4. */
  status: bonusRequestStatus,
  /** When it was asked for (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
  /** When it was credited, cancelled or expired (ISO 8601, UTC); null while Processing. */
  settledAt: z.iso.datetime().nullable(),
});
export type BonusRequest = z.infer<typeof bonusRequest>;

/** The page of the bonus history and an optional status to show only. */
export const bonusHistoryFilter = z.object({
  status: bonusRequestStatus.optional(),
  skip: z.number().int().nonnegative().default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type BonusHistoryFilter = z.input<typeof bonusHistoryFilter>;
/** The filter with its defaults filled in, as a server reads it. */
export type BonusHistoryQuery = z.output<typeof bonusHistoryFilter>;

/** A page of bonus requests, newest first, and how many match in all. */
export const bonusHistoryPage = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(bonusRequest),
});
export type BonusHistoryPage = z.infer<typeof bonusHistoryPage>;

/** POST bonus/history: the player's bonus requests, newest first. */
export const bonusHistory = defineEndpoint({
  method: 'POST',
  path: 'bonus/history',
  request: bonusHistoryFilter,
  response: envelope(bonusHistoryPage),
  auth: true,
  effect: 'read',
});
