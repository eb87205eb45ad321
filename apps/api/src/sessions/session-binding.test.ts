import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { openTestApp } from '../test-app';
import { postLedgerEntry } from '../wallet';
import { sessionLifetimeMs } from './session-store';

const day = 24 * 60 * 60_000;
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;
let now = new Date('2026-05-01T12:00:00Z').getTime();

beforeAll(async () => {
  ({ app, database, close } = await openTestApp({ app: { clock: () => new Date(now) } }));
});
afterAll(async () => {
  await close();
});

/** A call with exactly these headers: unlike `call`, no fingerprint unless given. */
function send(
  method: 'GET' | 'POST',
  path: string,
  {
    token,
    fingerprint,
    userAgent = chrome,
    body,
  }: { token?: string; fingerprint?: string; userAgent?: string; body?: object } = {},
) {
  return app.inject({
    method,
    url: `/api/${path}`,
    headers: {
      locale: 'en',
      'user-agent': userAgent,
      ...(fingerprint ? { fingerprint } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

const balanceStatus = async (
  token: string,
  headers: { fingerprint?: string; userAgent?: string },
) => (await send('GET', 'user/balance', { token, ...headers })).statusCode;

describe('a session without a fingerprint (issue 20)', () => {
  it('is tied to its client all the same: a sign-up or login sent without one works for no other fingerprint or user agent', async () => {
    const body = registrationBody();
    const signedUp = await send('POST', 'auth/register', { body });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const loggedIn = await send('POST', 'auth/login', {
      body: { username: body.username, password: body.password },
    });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);

    for (const token of [signedUp.json().data.token, loggedIn.json().data.token]) {
      // The attack: the token taken elsewhere, with any fingerprint, or none from another browser.
      expect(await balanceStatus(token, { fingerprint: 'browser-z' })).toBe(401);
      expect(await balanceStatus(token, { fingerprint: 'agent:' })).toBe(401);
      expect(await balanceStatus(token, { userAgent: firefox })).toBe(401);
      // Its own client, which sends no fingerprint either, goes on as before.
      expect(await balanceStatus(token, {})).toBe(200);
    }
    const stored = await database.db
      .selectFrom('player_session')
      .innerJoin('player', 'player.id', 'player_session.player_id')
      .select('player_session.fingerprint')
      .where('player.username', '=', body.username)
      .execute();
    expect(stored).toHaveLength(2);
    for (const { fingerprint } of stored) expect(fingerprint).toMatch(/^agent:[\w-]{43}$/);
  });

  it('ends a session opened before every login had a fingerprint', async () => {
    const body = registrationBody();
    const token = (await send('POST', 'auth/register', { body, fingerprint: 'browser-a' })).json()
      .data.token;
    await database.db
      .updateTable('player_session')
      .set({ fingerprint: null })
      .where('player_id', '=', (eb) =>
        eb.selectFrom('player').select('id').where('username', '=', body.username),
      )
      .execute();
    app.sessionCache.forgetSessions(
      (
        await database.db
          .selectFrom('player')
          .select('id')
          .where('username', '=', body.username)
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(await balanceStatus(token, { fingerprint: 'browser-a' })).toBe(401);
    expect(await balanceStatus(token, {})).toBe(401);
  });
});

describe('the absolute lifetime of a session (issue 20)', () => {
  it(`ends a session ${sessionLifetimeMs / day} days after its login, however busy, and then the session list shows it ended`, async () => {
    const body = registrationBody();
    const token = (await send('POST', 'auth/register', { body, fingerprint: 'browser-a' })).json()
      .data.token;
    const startedAt = now;
    try {
      // Used every day, so the idle limit never ends it; the last call also fills the cache.
      for (let at = startedAt; at < startedAt + sessionLifetimeMs; at += day) {
        now = at;
        expect(await balanceStatus(token, { fingerprint: 'browser-a' })).toBe(200);
      }
      now = startedAt + sessionLifetimeMs - 1;
      expect(await balanceStatus(token, { fingerprint: 'browser-a' })).toBe(200);
      expect(app.sessionCache.size().sessions).toBeGreaterThan(0);

      now = startedAt + sessionLifetimeMs;
      const ended = await send('GET', 'user/balance', { token, fingerprint: 'browser-a' });
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({
        success: false,
        message: 'Your session has ended, please log in again.',
        data: null,
      });
      // A new login is a new lifetime.
      const again = await send('POST', 'auth/login', {
        body: { username: body.username, password: body.password },
        fingerprint: 'browser-a',
      });
      expect(again.statusCode).toBe(200);
      const history = await send('POST', 'customer/sessions', {
        token: again.json().data.token,
        fingerprint: 'browser-a',
        body: { skip: 0, take: 10 },
      });
      expect(history.json().data.map((entry: { active: boolean }) => entry.active)).toEqual([
        true,
        false,
      ]);
    } finally {
      now = startedAt;
    }
  });

  it('takes no bet on a game opened just before the login’s lifetime ends', async () => {
    const body = registrationBody();
    const token = (await send('POST', 'auth/register', { body, fingerprint: 'browser-a' })).json()
      .data.token;
    const player = await database.db
      .selectFrom('player')
      .select('id')
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    await postLedgerEntry(database.db, {
      playerId: player.id,
      kind: 'deposit',
      amountKurus: 10_000n,
      idempotencyKey: `session-binding:${player.id}`,
    });
    const startedAt = now;
    try {
      // The game session lasts 12 hours from its launch, well past the login's end.
      now = startedAt + sessionLifetimeMs - 60_000;
      const launch = await send('POST', 'casino/dtlaunchurl', {
        token,
        fingerprint: 'browser-a',
        body: { code: 'zar-slot' },
      });
      expect(launch.statusCode, launch.body).toBe(200);
      const launchId = new URL(launch.json().data).searchParams.get('launch');
      const spin = () =>
        app.inject({
          method: 'POST',
          url: '/api/games/demo/api/slot/spin',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({ launch: launchId, bet: 100 }),
        });
      expect((await spin()).statusCode).toBe(200);

      now = startedAt + sessionLifetimeMs + 60_000;
      expect((await spin()).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      now = startedAt;
    }
  });
});
