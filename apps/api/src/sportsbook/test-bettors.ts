import type { FastifyInstance } from 'fastify';
import { call } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { fundedPlayer } from '../test-wallet';

/** A signed-up player with `lira` in the wallet and a login's sportsbook (Betsy) token. */
export async function bettor(app: FastifyInstance, database: DatabaseHandle, lira: number) {
  const { playerId, username } = await fundedPlayer(app, database, lira);
  const login = await call(app, 'POST', 'auth/login', {
    body: { username, password: 'gizli1' },
  });
  return { playerId, token: login.json().data.betsyToken as string };
}

/** A POST of the sportsbook page to its API, as its script sends it (plain text, opaque origin). */
export function postToBook(app: FastifyInstance, path: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/sportsbook/demo/api/${path}`,
    headers: { 'content-type': 'text/plain', origin: 'null' },
    payload: JSON.stringify(body),
  });
}
