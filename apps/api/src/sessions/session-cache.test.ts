import { balance } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import { buildApp } from '../app';
import { testChallengeDifficulty } from '../challenges/solve-challenge';
import { inMemoryDataDir } from '../config';
import { type DatabaseHandle, openDatabase } from '../db';
import { openTestDatabase, postgresTestUrl, postgresUnavailableReason } from '../db/test-database';
import { hubChannel } from '../hub/postgres-hub-bus';
import { commitThenEmit } from '../notifications/commit-then-emit';
import { seedDatabase } from '../seed';
import { testConfig } from '../test-app';
import { postLedgerEntry } from '../wallet';
import { type CachedSession, createSessionCache } from './session-cache';

const postgresSkipReason = await postgresUnavailableReason();

const sessionOf = (playerId: number, id = playerId): CachedSession => ({
  id,
  player_id: playerId,
  fingerprint: null,
  created_at: new Date(0),
  last_seen_at: new Date(0),
  ends_at: null,
});

describe('the session cache', () => {
  it('keeps at most its bound of sessions and values, dropping the least recently used', () => {
    const cache = createSessionCache({ maxSessions: 2, maxValues: 2 });
    cache.resume();
    const read = {};
    cache.fillSession('a', sessionOf(1), cache.ticket());
    cache.fillSession('b', sessionOf(2), cache.ticket());
    expect(cache.session('a')?.id).toBe(1);
    cache.fillSession('c', sessionOf(3), cache.ticket());
    for (const playerId of [1, 2, 3]) cache.fillValue(read, playerId, 10n, cache.ticket());

    expect(cache.session('b')).toBeUndefined();
    expect(cache.session('a')?.id).toBe(1);
    expect(cache.session('c')?.id).toBe(3);
    expect(cache.value(read, 1)).toBeUndefined();
    expect(cache.value(read, 3)).toEqual({ value: 10n });
    expect(cache.size()).toEqual({ sessions: 2, values: 2 });
  });

  it('reads an entry again once its time to live has passed', () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 30_000 }, () => now);
    cache.resume();
    cache.fillSession('a', sessionOf(1), cache.ticket());
    now += 29_999;
    expect(cache.session('a')?.id).toBe(1);
    now += 1;
    expect(cache.session('a')).toBeUndefined();
  });

  it('refuses a fill read before its player was forgotten, and forgets by player', () => {
    const cache = createSessionCache();
    cache.resume();
    const read = {};
    const ticket = cache.ticket();
    cache.forgetValues(1);
    cache.fillValue(read, 1, 10n, ticket);
    cache.fillValue(read, 2, 20n, ticket);
    expect(cache.value(read, 1)).toBeUndefined();
    expect(cache.value(read, 2)).toEqual({ value: 20n });

    cache.fillSession('a', sessionOf(1, 11), cache.ticket());
    cache.fillSession('b', sessionOf(1, 12), cache.ticket());
    cache.fillSession('c', sessionOf(2, 21), cache.ticket());
    cache.forgetSessions(1);
    expect([cache.session('a'), cache.session('b'), cache.session('c')?.id]).toEqual([
      undefined,
      undefined,
      21,
    ]);
  });

  it('serves and keeps nothing while suspended, and starts empty when resumed', () => {
    const cache = createSessionCache();
    cache.fillSession('a', sessionOf(1), cache.ticket());
    expect(cache.session('a')).toBeUndefined();
    cache.resume();
    const ticket = cache.ticket();
    cache.fillSession('a', sessionOf(1), ticket);
    cache.suspend();
    expect(cache.session('a')).toBeUndefined();
    cache.resume();
    expect(cache.session('a')).toBeUndefined();
    // A read begun before the suspension may hold what changed meanwhile.
    cache.fillSession('a', sessionOf(1), ticket);
    expect(cache.size()).toEqual({ sessions: 0, values: 0 });
  });
});

/** The API on `database` as a process of its own: PostgreSQL processes listen for changes. */
async function apiProcess(database: DatabaseHandle): Promise<FastifyInstance> {
  const databaseUrl = database.kind === 'postgres' ? postgresTestUrl : undefined;
  const log = { stream: { write: () => {} } };
  return buildApp({
    config: testConfig({ databaseUrl }),
    database,
    log,
    challengeDifficulty: testChallengeDifficulty,
  });
}

const balanceOf = async (app: FastifyInstance, token: string) => {
  const response = await call(app, 'GET', 'user/balance', { token });
  return response.statusCode === 200
    ? balance.response.parse(response.json()).data.balance
    : response.statusCode;
};

const playerIdOf = async (database: DatabaseHandle, username: string) =>
  (
    await database.db
      .selectFrom('player')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

const engines = [
  { kind: 'pglite' as const, skipReason: null },
  { kind: 'postgres' as const, skipReason: postgresSkipReason },
];

for (const { kind, skipReason } of engines) {
  describe.skipIf(skipReason !== null)(
    `cached sessions and balances on ${kind}${skipReason ? ` (${skipReason})` : ''}`,
    () => {
      let database: DatabaseHandle;
      let app: FastifyInstance;

      beforeAll(async () => {
        database = await openTestDatabase(kind);
        await seedDatabase(database);
        app = await apiProcess(database);
      });
      afterAll(async () => {
        await app?.close();
        await database?.close();
      });

      it('is on, and answers the balance after a deposit and a bet of this process at once', async () => {
        expect(app.sessionCache.enabled).toBe(true);
        const { token, body } = await signUp(app);
        const playerId = await playerIdOf(database, body.username);
        expect(await balanceOf(app, token)).toBe(0);
        expect(app.sessionCache.size().values).toBeGreaterThan(0);

        // As every wallet change of the API commits: the balance event follows the commit.
        const post = (kindOf: 'deposit' | 'bet', amountKurus: bigint, key: string) =>
          commitThenEmit(database.db, app.playerEvents, async (trx, pending) => {
            await postLedgerEntry(trx, {
              playerId,
              kind: kindOf,
              amountKurus,
              idempotencyKey: key,
            });
            pending.balance(playerId);
          });
        await post('deposit', 10_000n, `cache-deposit-${playerId}`);
        expect(await balanceOf(app, token)).toBe(100);
        await post('bet', -2_550n, `cache-bet-${playerId}`);
        expect(await balanceOf(app, token)).toBe(74.5);
      });

      it('answers a balance changed by another process or tool, which only the database announces', async () => {
        const { token, body } = await signUp(app);
        const playerId = await playerIdOf(database, body.username);
        expect(await balanceOf(app, token)).toBe(0);
        await postLedgerEntry(database.db, {
          playerId,
          kind: 'deposit',
          amountKurus: 5_000n,
          idempotencyKey: `cache-tool-${playerId}`,
        });
        await vi.waitFor(async () => expect(await balanceOf(app, token)).toBe(50), {
          timeout: 1000,
          interval: 5,
        });
      });

      it('ends a cached session at once on logout and on self-exclusion', async () => {
        const loggedOut = await signUp(app);
        expect(await balanceOf(app, loggedOut.token)).toBe(0);
        expect((await call(app, 'GET', 'auth/logout', { token: loggedOut.token })).statusCode).toBe(
          200,
        );
        expect(await balanceOf(app, loggedOut.token)).toBe(401);

        const excluded = await signUp(app);
        expect(await balanceOf(app, excluded.token)).toBe(0);
        const exclusion = await call(app, 'POST', 'customer/selfexclusion', {
          token: excluded.token,
          body: { period: '6m' },
        });
        expect(exclusion.statusCode).toBe(200);
        expect(await balanceOf(app, excluded.token)).toBe(401);
      });
    },
  );
}

describe.skipIf(postgresSkipReason !== null)(
  `two API processes on one PostgreSQL, each with its cache${postgresSkipReason ? ` (${postgresSkipReason})` : ''}`,
  () => {
    let databaseA: DatabaseHandle;
    let databaseB: DatabaseHandle;
    let appA: FastifyInstance;
    let appB: FastifyInstance;
    const waitShort = { timeout: 1000, interval: 5 };

    beforeAll(async () => {
      databaseA = await openTestDatabase('postgres');
      await seedDatabase(databaseA);
      databaseB = await openDatabase({
        databaseUrl: postgresTestUrl,
        dataDir: inMemoryDataDir,
        schema: databaseA.schema,
      });
      appA = await apiProcess(databaseA);
      appB = await apiProcess(databaseB);
    });
    afterAll(async () => {
      await appB?.close();
      await appA?.close();
      await databaseB?.close();
      await databaseA?.close();
    });

    it('ends on B a session cached there as soon as it is logged out through A', async () => {
      const { token } = await signUp(appA);
      expect(await balanceOf(appB, token)).toBe(0);
      expect(appB.sessionCache.size().sessions).toBeGreaterThan(0);
      expect((await call(appA, 'GET', 'auth/logout', { token })).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await balanceOf(appB, token)).toBe(401), waitShort);
    });

    it('ends on B a cached session whose time limit a write elsewhere has run out', async () => {
      const { token, body } = await signUp(appA);
      expect(await balanceOf(appB, token)).toBe(0);
      await databaseA.db
        .updateTable('player_session')
        .set({ ends_at: new Date(Date.now() - 1000) })
        .where('player_id', '=', await playerIdOf(databaseA, body.username))
        .execute();
      await vi.waitFor(async () => expect(await balanceOf(appB, token)).toBe(401), waitShort);
    });

    it('answers on B the balance a bet through A changed', async () => {
      const { token, body } = await signUp(appA);
      const playerId = await playerIdOf(databaseA, body.username);
      expect(await balanceOf(appB, token)).toBe(0);
      await commitThenEmit(databaseA.db, appA.playerEvents, async (trx, pending) => {
        await postLedgerEntry(trx, {
          playerId,
          kind: 'deposit',
          amountKurus: 700n,
          idempotencyKey: `cache-a-${playerId}`,
        });
        pending.balance(playerId);
      });
      await vi.waitFor(async () => expect(await balanceOf(appB, token)).toBe(7), waitShort);
    });

    it('switches the cache off while its LISTEN connection is lost, and on once it listens again', async () => {
      const { token, body } = await signUp(appA);
      const playerId = await playerIdOf(databaseA, body.username);
      expect(await balanceOf(appB, token)).toBe(0);
      expect(appB.sessionCache.enabled).toBe(true);

      await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where query = ${`listen "${hubChannel(databaseA.schema)}"`}
      `.execute(databaseA.db);
      await vi.waitFor(() => expect(appB.sessionCache.enabled).toBe(false), waitShort);
      // Nobody listens: this change is announced to no one, and B must not answer from memory.
      await postLedgerEntry(databaseA.db, {
        playerId,
        kind: 'deposit',
        amountKurus: 1_200n,
        idempotencyKey: `cache-lost-${playerId}`,
      });
      expect(await balanceOf(appB, token)).toBe(12);

      await vi.waitFor(() => expect(appB.sessionCache.enabled).toBe(true), { timeout: 10_000 });
      expect(await balanceOf(appB, token)).toBe(12);
    });
  },
);
