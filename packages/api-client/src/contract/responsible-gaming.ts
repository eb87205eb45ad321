import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { money } from './money';

/**
 * The player's own limits (responsible gaming): deposit and loss limits per day, week and month
 * in lira, a session time limit and a reality-check interval in minutes.
 */
export const limitKind = z.enum([
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
  'lossWeekly',
  'lossMonthly',
  'sessionMinutes',
  'realityCheckMinutes',
]);
export type LimitKind = z.infer<typeof limitKind>;

/** A limit in force (null: none) and an increase waiting its 24 hours, if any. */
export const limitState = z.object({
  kind: limitKind,
  value: z.number().nullable(),
  pending: z.object({ value: z.number().nullable(), effectiveAt: z.iso.datetime() }).nullable(),
});
export type LimitState = z.infer<typeof limitState>;

/** A time-out or self-exclusion in force; `until` null means permanent. */
export const exclusionState = z.object({
  kind: z.enum(['timeout', 'selfExclusion']),
  until: z.iso.datetime().nullable(),
});

export const responsibleGamingState = z.object({
  limits: z.array(limitState),
  exclusion: exclusionState.nullable(),
});
export type ResponsibleGamingState = z.infer<typeof responsibleGamingState>;

/** GET customer/limits: the player's limits and any time-out or self-exclusion. */
export const playerLimits = defineEndpoint({
  method: 'GET',
  path: 'customer/limits',
  request: z.object({}),
  response: envelope(responsibleGamingState),
  auth: true,
});

/**
 * POST customer/limits: sets one limit (null removes it). A lower limit applies at once; a higher
 * one, or removing one, only after 24 hours.
 */
export const setPlayerLimit = defineEndpoint({
  method: 'POST',
  path: 'customer/limits',
  request: z.object({
    kind: limitKind,
    value: z.union([money.positive({ error: 'validation.money' }), z.null()]),
  }),
  response: envelope(responsibleGamingState),
  auth: true,
});

/** POST customer/timeout: no deposits or bets for 24 hours, 7 days or 30 days, from now. */
export const takeTimeout = defineEndpoint({
  method: 'POST',
  path: 'customer/timeout',
  request: z.object({ period: z.enum(['24h', '7d', '30d']) }),
  response: envelope(responsibleGamingState),
  auth: true,
});

/**
 * POST customer/selfexclusion: closes the account for 6 months or for good, at once; it cannot be
 * undone from the site, and the session ends.
 */
export const selfExclude = defineEndpoint({
  method: 'POST',
  path: 'customer/selfexclusion',
  request: z.object({ period: z.enum(['6m', 'permanent']) }),
  response: envelope(z.null()),
  auth: true,
});
