import { fromMinorUnits, type PlaySession } from '@zar/api-client/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';
import { limitsAt } from './player-limits';

/** A time limit of the player's in force at `now`, in minutes, or null. */
async function minutesInForce(
  db: Kysely<Database>,
  playerId: number,
  kind: 'sessionMinutes' | 'realityCheckMinutes',
  now: Date,
): Promise<number | null> {
  const { limits } = await limitsAt(db, playerId, now);
  return limits.find((limit) => limit.kind === kind)?.value ?? null;
}

/**
 * Gives every live login of the player the end its session time limit sets (started + limit), or
 * none when there is no limit. Called at login and whenever the limit changes; a raise that waits
 * its 24 hours applies to the logins after it takes effect.
 */
export async function applySessionTimeLimit(
  db: Kysely<Database>,
  playerId: number,
  now: Date,
): Promise<void> {
  const minutes = await minutesInForce(db, playerId, 'sessionMinutes', now);
  await db
    .updateTable('player_session')
    .set({
      ends_at:
        minutes === null
          ? null
          : sql<Date>`created_at + make_interval(mins => ${sql.lit(Math.round(minutes))})`,
    })
    .where('player_id', '=', playerId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * This login as the reality check shows it: its start and end, the reality-check interval, and the
 * money staked and won in games and bets since it started (refunded bets are not counted).
 */
export async function playSessionOf(
  db: Kysely<Database>,
  session: { playerId: number; sessionId: number },
  now: Date,
): Promise<PlaySession> {
  const login = await db
    .selectFrom('player_session')
    .select(['created_at', 'ends_at'])
    .where('id', '=', session.sessionId)
    .executeTakeFirstOrThrow();
  const [money, realityCheckMinutes] = await Promise.all([
    db
      .selectFrom('game_transaction')
      .select([
        sql<string>`coalesce(sum(amount_kurus) filter (where kind = 'bet' and status = 'done'), 0)`.as(
          'staked',
        ),
        sql<string>`coalesce(sum(amount_kurus) filter (where kind = 'win' and status = 'done'), 0)`.as(
          'won',
        ),
      ])
      .where('player_id', '=', session.playerId)
      .where('created_at', '>=', login.created_at)
      .executeTakeFirstOrThrow(),
    minutesInForce(db, session.playerId, 'realityCheckMinutes', now),
  ]);
  const staked = BigInt(money.staked);
  const won = BigInt(money.won);
  return {
    startedAt: login.created_at.toISOString(),
    endsAt: login.ends_at?.toISOString() ?? null,
    realityCheckMinutes,
    staked: fromMinorUnits(staked),
    won: fromMinorUnits(won),
    net: fromMinorUnits(won - staked),
  };
}

/** How often ended sessions are closed even when nobody calls with them (their sockets too). */
export const sessionTimeLimitSweepMs = 15_000;
