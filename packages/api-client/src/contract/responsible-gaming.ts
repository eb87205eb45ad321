import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { maxLimitMinutes, timeLimitKindNames } from './limit-rules';
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

/** The limits counted in minutes (whole minutes, 1 to 1440); the others are amounts in lira. */
export const timeLimitKinds: ReadonlySet<LimitKind> = new Set(timeLimitKindNames);

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
  effect: 'read',
});

/**
 * POST customer/limits: sets one limit (null removes it). A lower limit applies at once; a higher
 * one, or removing one, only after 24 hours.
 */
export const setPlayerLimit = defineEndpoint({
  method: 'POST',
  path: 'customer/limits',
  request: z
    .object({
      kind: limitKind,
      value: z.union([money.positive({ error: 'validation.money' }), z.null()]),
    })
    .refine(
      ({ kind, value }) =>
        !timeLimitKinds.has(kind) ||
        value === null ||
        (Number.isInteger(value) && value <= maxLimitMinutes),
      { error: 'validation.minutes', path: ['value'] },
    ),
  response: envelope(responsibleGamingState),
  auth: true,
  effect: 'write',
});

/** POST customer/timeout: no deposits or bets for 24 hours, 7 days or 30 days, from now. */
export const takeTimeout = defineEndpoint({
  method: 'POST',
  path: 'customer/timeout',
  request: z.object({ period: z.enum(['24h', '7d', '30d']) }),
  response: envelope(responsibleGamingState),
  auth: true,
  effect: 'write',
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
  effect: 'write',
});

/**
 * The current login as the reality check shows it: when it started, when the session time limit
 * ends it (null: no limit), the reality-check interval, and the money staked and won in games and
 * bets since the login (bets refunded by a rollback are not counted; `net` is won less staked).
 */
export const playSession = z.object({
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  realityCheckMinutes: z.number().int().positive().nullable(),
  staked: money,
  won: money,
  net: money,
});
export type PlaySession = z.infer<typeof playSession>;

/** GET customer/playsession: this login's time and net result, for the reality check. */
export const playSessionSummary = defineEndpoint({
  method: 'GET',
  path: 'customer/playsession',
  request: z.object({}),
  response: envelope(playSession),
  auth: true,
  effect: 'read',
});

const statementDay = z.iso.date({ error: 'validation.invalidDate' });

/** The days of an activity statement, both included (YYYY-MM-DD, Europe/Istanbul), at most 366. */
export const activityStatementRequest = z.object({ from: statementDay, to: statementDay }).refine(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    return days >= 0 && days < 366;
  },
  { error: 'validation.dateRange', path: ['to'] },
);
export type ActivityStatementRequest = z.infer<typeof activityStatementRequest>;

/** A statement as a CSV file: its name and its text (UTF-8, with a byte-order mark). */
export const activityStatement = z.object({ fileName: z.string(), csv: z.string() });
export type ActivityStatement = z.infer<typeof activityStatement>;

/**
 * POST customer/statement: the player's deposits, withdrawals, bets and wins of a period as CSV,
 * oldest first, in the request's language.
 */
export const downloadActivityStatement = defineEndpoint({
  method: 'POST',
  path: 'customer/statement',
  request: activityStatementRequest,
  response: envelope(activityStatement),
  auth: true,
  effect: 'read',
});
