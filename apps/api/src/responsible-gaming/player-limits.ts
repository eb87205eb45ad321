import {
  fromMinorUnits,
  type LimitKind,
  limitKind,
  type ResponsibleGamingState,
  TransactionKind,
  TransactionStatus,
  timeLimitKinds,
  toMinorUnits,
} from '@zar/api-client/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';
import type { BetGuard } from '../game-wallet';
import { type Locale, type ServerText, serverKeys, translate } from '../http';
import { formatAmount } from '../payments/payment-messages';

/** How long a raised or removed limit waits before it applies. */
export const limitIncreaseDelayMs = 24 * 60 * 60_000;

const dayMs = 24 * 60 * 60_000;
const windows = { Daily: dayMs, Weekly: 7 * dayMs, Monthly: 30 * dayMs } as const;
/** The limits in lira (deposits, losses): every kind the contract does not count in minutes. */
const moneyKinds: ReadonlySet<LimitKind> = new Set(
  limitKind.options.filter((kind) => !timeLimitKinds.has(kind)),
);

/** Time-out periods and self-exclusion periods (null: permanent). */
export const timeoutPeriods = { '24h': dayMs, '7d': 7 * dayMs, '30d': 30 * dayMs } as const;
export const selfExclusionPeriods = { '6m': 183 * dayMs, permanent: null } as const;

/** The limits as they apply at `now`: a pending change takes effect once its time has come. */
export async function limitsAt(
  db: Kysely<Database>,
  playerId: number,
  now: Date,
): Promise<ResponsibleGamingState> {
  // The limits and the exclusion in one read (a bet asks this under the wallet's lock): the
  // player's row, its limits (none or several) and its exclusion (none or one) side by side.
  const joined = await db
    .selectFrom('player')
    .leftJoin('player_limit as limit', 'limit.player_id', 'player.id')
    .leftJoin('player_exclusion as exclusion', 'exclusion.player_id', 'player.id')
    .select([
      'limit.kind',
      'limit.value',
      'limit.pending_value',
      'limit.pending_from',
      'exclusion.player_id as excluded',
      'exclusion.kind as exclusion_kind',
      'exclusion.until as exclusion_until',
    ])
    .where('player.id', '=', playerId)
    .execute();
  const rows = joined.filter((row) => row.kind !== null);
  const excluded = joined.find((row) => row.excluded !== null);
  const exclusion =
    excluded && (excluded.exclusion_until === null || excluded.exclusion_until > now)
      ? { kind: excluded.exclusion_kind, until: excluded.exclusion_until }
      : null;
  return {
    limits: limitKind.options.map((kind) => {
      const row = rows.find((each) => each.kind === kind);
      if (!row) return { kind, value: null, pending: null };
      const due = row.pending_from !== null && row.pending_from <= now;
      const raw = due ? row.pending_value : row.value;
      const shown = (value: bigint | null) =>
        value === null ? null : moneyKinds.has(kind) ? fromMinorUnits(value) : Number(value);
      return {
        kind,
        value: shown(raw),
        pending:
          !due && row.pending_from !== null
            ? { value: shown(row.pending_value), effectiveAt: row.pending_from.toISOString() }
            : null,
      };
    }),
    exclusion: exclusion
      ? {
          kind: exclusion.kind === 'timeout' ? 'timeout' : 'selfExclusion',
          until: exclusion.until?.toISOString() ?? null,
        }
      : null,
  };
}

/** A time-out or self-exclusion in force at `now`, if any. */
export async function activeExclusion(db: Kysely<Database>, playerId: number, now: Date) {
  const row = await db
    .selectFrom('player_exclusion')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row || (row.until !== null && row.until <= now)) return null;
  return row;
}

/**
 * Sets a limit: lower (or a first limit) applies at once and drops any waiting raise; higher, or
 * removing one, waits 24 hours (the current limit stays in force until then).
 */
export async function setLimit(
  db: Kysely<Database>,
  playerId: number,
  kind: LimitKind,
  value: number | null,
  now: Date,
): Promise<void> {
  const stored =
    value === null ? null : moneyKinds.has(kind) ? toMinorUnits(value) : BigInt(Math.round(value));
  const current = (await limitsAt(db, playerId, now)).limits.find((limit) => limit.kind === kind);
  const currentStored =
    current?.value === null || current?.value === undefined
      ? null
      : moneyKinds.has(kind)
        ? toMinorUnits(current.value)
        : BigInt(current.value);
  const applyNow = stored !== null && (currentStored === null || stored <= currentStored);
  const values = applyNow
    ? { value: stored, pending_value: null, pending_from: null, updated_at: now }
    : {
        value: currentStored,
        pending_value: stored,
        pending_from: new Date(now.getTime() + limitIncreaseDelayMs),
        updated_at: now,
      };
  await db
    .insertInto('player_limit')
    .values({ player_id: playerId, kind, ...values })
    .onConflict((conflict) => conflict.columns(['player_id', 'kind']).doUpdateSet(values))
    .execute();
}

/** Starts a time-out or self-exclusion from now; a longer one in force is never shortened. */
export async function exclude(
  db: Kysely<Database>,
  playerId: number,
  kind: 'timeout' | 'self_exclusion',
  lengthMs: number | null,
  now: Date,
): Promise<void> {
  const until = lengthMs === null ? null : new Date(now.getTime() + lengthMs);
  const current = await activeExclusion(db, playerId, now);
  if (current && (current.until === null || (until !== null && current.until >= until))) {
    if (current.kind === 'self_exclusion' || kind === 'timeout') return;
  }
  await db
    .insertInto('player_exclusion')
    .values({ player_id: playerId, kind, until, created_at: now })
    .onConflict((conflict) =>
      conflict.column('player_id').doUpdateSet({ kind, until, created_at: now }),
    )
    .execute();
}

/** What responsible gaming says: keys of `serverResponsibleGaming` in `@zar/locales/server`. */
export const responsibleGamingMessages = serverKeys('serverResponsibleGaming');

const periodNames = responsibleGamingMessages.periods;

/** Why a deposit may not be taken now, in the player's language, or null. */
export async function depositRefusal(
  db: Kysely<Database>,
  playerId: number,
  amountKurus: bigint,
  now: Date,
  locale: Locale,
): Promise<{ text: ServerText; params: Record<string, string> } | null> {
  // The exclusion and the limits in one read.
  const { limits, exclusion } = await limitsAt(db, playerId, now);
  if (exclusion) {
    return exclusionRefusal(exclusion.until === null ? null : new Date(exclusion.until), locale);
  }
  for (const [period, length] of Object.entries(windows) as Array<[keyof typeof windows, number]>) {
    const limit = limits.find((each) => each.kind === `deposit${period}`)?.value;
    if (limit === null || limit === undefined) continue;
    const { total } = await db
      .selectFrom('payment_request')
      .select(sql<string>`coalesce(sum(amount_kurus), 0)`.as('total'))
      .where('player_id', '=', playerId)
      .where('kind', '=', TransactionKind.Deposit)
      .where('status', 'not in', [TransactionStatus.Rejected, TransactionStatus.Cancelled])
      .where('created_at', '>', new Date(now.getTime() - length))
      .executeTakeFirstOrThrow();
    const used = BigInt(total);
    if (used + amountKurus > toMinorUnits(limit)) {
      return {
        text: responsibleGamingMessages.depositLimit,
        params: {
          period: translate(locale, periodNames[period]),
          limit: formatAmount(toMinorUnits(limit), locale),
          used: formatAmount(used, locale),
        },
      };
    }
  }
  return null;
}

/** An instant as players read it, in Turkish time. */
export function formatInstant(instant: Date, locale: Locale): string {
  return instant.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

function exclusionRefusal(
  until: Date | null,
  locale: Locale,
): { text: ServerText; params: Record<string, string> } {
  if (until === null) return { text: responsibleGamingMessages.excludedForGood, params: {} };
  return {
    text: responsibleGamingMessages.excluded,
    params: { until: formatInstant(until, locale) },
  };
}

/**
 * The wallet's bet guard: during a time-out or self-exclusion every bet is `RS_ERROR_USER_DISABLED`;
 * a bet that would take the net loss (stakes not refunded, less wins) of a day, week or month past
 * its limit is `RS_ERROR_LIMIT_REACHED`.
 */
export function responsibleGamingBetGuard(clock: () => Date): BetGuard {
  return async (trx, playerId, amountKurus) => {
    const now = clock();
    // limitsAt reads the exclusion too: one read of each while the wallet row is locked.
    const { limits, exclusion } = await limitsAt(trx, playerId, now);
    if (exclusion) return 'RS_ERROR_USER_DISABLED';
    for (const [period, length] of Object.entries(windows) as Array<
      [keyof typeof windows, number]
    >) {
      const limit = limits.find((each) => each.kind === `loss${period}`)?.value;
      if (limit === null || limit === undefined) continue;
      const { lost } = await trx
        .selectFrom('game_transaction')
        .select(
          sql<string>`coalesce(sum(case when kind = 'bet' and status = 'done' then amount_kurus when kind = 'win' then -amount_kurus else 0 end), 0)`.as(
            'lost',
          ),
        )
        .where('player_id', '=', playerId)
        .where('created_at', '>', new Date(now.getTime() - length))
        .executeTakeFirstOrThrow();
      if (BigInt(lost) + amountKurus > toMinorUnits(limit)) return 'RS_ERROR_LIMIT_REACHED';
    }
    return null;
  };
}
