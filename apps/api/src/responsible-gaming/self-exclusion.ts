import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * A condition on `player` rows: no self-exclusion in force at `now` (a time-out does not count).
 * Marketing (operator broadcasts, bonus offers) goes only to players it holds for.
 */
export function notSelfExcludedAt(now: Date) {
  return (eb: ExpressionBuilder<Database, 'player'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('player_exclusion as exclusion')
          .select('exclusion.player_id')
          .whereRef('exclusion.player_id', '=', 'player.id')
          .where('exclusion.kind', '=', 'self_exclusion')
          .where((inner) =>
            inner.or([inner('exclusion.until', 'is', null), inner('exclusion.until', '>', now)]),
          ),
      ),
    );
}

/** True when the player is self-excluded at `now`. */
export async function isSelfExcluded(
  db: Kysely<Database>,
  playerId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('player_exclusion')
    .select('player_id')
    .where('player_id', '=', playerId)
    .where('kind', '=', 'self_exclusion')
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .executeTakeFirst();
  return row !== undefined;
}
