import type { FastifyInstance } from 'fastify';
import { signUp } from './accounts/test-players';
import type { DatabaseHandle } from './db';
import { postLedgerEntry } from './wallet';

/**
 * A signed-up player with `lira` on the balance, put there as a ledger 'deposit' with no payment
 * request behind it (none with 0): the session token, the player's ids and username. For tests
 * of what a player does with money (games, bets, limits), not of how money arrives.
 */
export async function fundedPlayer(app: FastifyInstance, database: DatabaseHandle, lira = 0) {
  const { body, token } = await signUp(app);
  const row = await database.db
    .selectFrom('player')
    .select(['id', 'usercode'])
    .where('username', '=', body.username)
    .executeTakeFirstOrThrow();
  if (lira > 0) {
    await postLedgerEntry(database.db, {
      playerId: row.id,
      kind: 'deposit',
      amountKurus: BigInt(Math.round(lira * 100)),
      idempotencyKey: `seed:${body.username}`,
    });
  }
  return { token, playerId: row.id, userCode: row.usercode, username: body.username };
}
