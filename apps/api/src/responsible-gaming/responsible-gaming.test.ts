import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { postgresUnavailableReason } from '../db/test-database';
import { createSeamlessWallet } from '../game-wallet';
import { createPlayerEvents } from '../notifications';
import { bankTransferDeposit } from '../payments/test-payments';
import { createSessionStore } from '../sessions';
import { openTestApp } from '../test-app';
import { fundedPlayer } from '../test-wallet';
import { limitIncreaseDelayMs, responsibleGamingBetGuard } from './player-limits';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;
let now = Date.now();

beforeAll(async () => {
  ({ app, database, close } = await openTestApp({ app: { clock: () => new Date(now) } }));
});
afterAll(async () => {
  await close();
});

const player = (lira?: number) => fundedPlayer(app, database, lira);

/** The suite's bank transfer deposit: Deniz Yılmaz's own account. */
const bankTransfer = (amount: number) =>
  bankTransferDeposit(amount, {
    fullName: 'Deniz Yılmaz',
    transferDate: '2026-11-21T10:30:00Z',
    ownAccount: true,
  });

const bankDeposit = (token: string, amount: number, locale = 'tr') =>
  call(app, 'POST', 'payment/deposit', { token, locale, body: bankTransfer(amount) });

const setLimit = (token: string, kind: string, value: number | null) =>
  call(app, 'POST', 'customer/limits', { token, body: { kind, value } });

describe('deposit limits', () => {
  it('refuse a deposit over the daily limit with a clear message and write nothing', async () => {
    const { token, playerId } = await player();
    const set = await setLimit(token, 'depositDaily', 200);
    expect(
      set.json().data.limits.find((limit: { kind: string }) => limit.kind === 'depositDaily'),
    ).toEqual({ kind: 'depositDaily', value: 200, pending: null });
    const first = await bankDeposit(token, 150);
    expect(first.statusCode, first.body).toBe(200);
    const over = await bankDeposit(token, 100, 'en');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/daily deposit limit is ₺200\.00/);
    const requests = await database.db
      .selectFrom('payment_request')
      .select('id')
      .where('player_id', '=', playerId)
      .execute();
    expect(requests).toHaveLength(1);
  });

  it('apply a decrease at once and an increase, or a removal, only after 24 hours', async () => {
    const { token } = await player();
    await setLimit(token, 'depositWeekly', 500);
    const raised = (await setLimit(token, 'depositWeekly', 2000))
      .json()
      .data.limits.find((limit: { kind: string }) => limit.kind === 'depositWeekly');
    expect(raised.value).toBe(500);
    expect(raised.pending.value).toBe(2000);
    expect((await bankDeposit(token, 600)).statusCode).toBe(400);
    now += limitIncreaseDelayMs + 1000;
    const later = await bankDeposit(token, 600);
    expect(later.statusCode, later.body).toBe(200);
    const lowered = (await setLimit(token, 'depositWeekly', 50))
      .json()
      .data.limits.find((limit: { kind: string }) => limit.kind === 'depositWeekly');
    expect(lowered).toEqual({ kind: 'depositWeekly', value: 50, pending: null });
    const removed = (await setLimit(token, 'depositWeekly', null))
      .json()
      .data.limits.find((limit: { kind: string }) => limit.kind === 'depositWeekly');
    expect(removed.value).toBe(50);
    expect(removed.pending.value).toBeNull();
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out refuses deposits and bets, but not logging in', async () => {
    const { token } = await player(100);
    const timeout = await call(app, 'POST', 'customer/timeout', { token, body: { period: '24h' } });
    expect(timeout.json().data.exclusion).toMatchObject({ kind: 'timeout' });
    expect((await bankDeposit(token, 50)).statusCode).toBe(400);
    const launch = await call(app, 'POST', 'casino/dtlaunchurl', {
      token,
      body: { code: 'zar-slot' },
    });
    const id = new URL(launch.json().data).searchParams.get('launch');
    const spin = await app.inject({
      method: 'POST',
      url: '/api/games/demo/api/slot/spin',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ launch: id, bet: 100 }),
    });
    expect(spin.statusCode).toBe(400);
    expect(spin.json().message).toBe('Hesabınız şu anda bahis almıyor.');
    const balance = await call(app, 'GET', 'user/balance', { token });
    expect(balance.json().data.balance).toBe(100);
  });

  it('self-exclusion ends every session at once and refuses the next login', async () => {
    const { token, username } = await player();
    const excluded = await call(app, 'POST', 'customer/selfexclusion', {
      token,
      body: { period: 'permanent' },
    });
    expect(excluded.statusCode).toBe(200);
    expect((await call(app, 'GET', 'user/balance', { token })).statusCode).toBe(401);
    const login = await call(app, 'POST', 'auth/login', { body: { username, password: 'gizli1' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Bu hesap kendini dışlama altında; giriş yapılamaz.');
  });
});

describe('loss limits in the wallet', () => {
  it('refuse a bet that would take the day’s net loss past the limit', async () => {
    const { token, playerId } = await player(100);
    await setLimit(token, 'lossDaily', 15);
    const wallet = createSeamlessWallet({
      database,
      clock: () => new Date(now),
      events: createPlayerEvents(),
      provider: 'loss-test',
      betGuard: responsibleGamingBetGuard(() => new Date(now)),
    });
    const login = await database.db
      .selectFrom('player_session')
      .select('id')
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const session = await wallet.openGameSession({
      playerId,
      playerSessionId: login.id,
      gameCode: 'zar-slot',
    });
    const bet = (id: string) =>
      wallet.bet({
        token: session.token,
        transactionId: id,
        roundId: id,
        gameCode: 'zar-slot',
        amountKurus: 1000n,
      });
    expect((await bet('loss-1')).status).toBe('RS_OK');
    expect(await bet('loss-2')).toMatchObject({
      status: 'RS_ERROR_LIMIT_REACHED',
      balanceKurus: 9000n,
    });
  });
});

const spin = async (token: string, bet = 100) => {
  const launch = await call(app, 'POST', 'casino/dtlaunchurl', {
    token,
    body: { code: 'zar-slot' },
  });
  const id = new URL(launch.json().data).searchParams.get('launch');
  return app.inject({
    method: 'POST',
    url: '/api/games/demo/api/slot/spin',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ launch: id, bet }),
  });
};

describe('the session time limit', () => {
  it('ends the login when its time is up: calls get 401 with the reason, bets are refused', async () => {
    const { token, username } = await player(50);
    await setLimit(token, 'sessionMinutes', 30);
    const summary = (await call(app, 'GET', 'customer/playsession', { token })).json().data;
    expect(Date.parse(summary.endsAt) - Date.parse(summary.startedAt)).toBe(30 * 60_000);
    const launch = await call(app, 'POST', 'casino/dtlaunchurl', {
      token,
      body: { code: 'zar-slot' },
    });
    const launchId = new URL(launch.json().data).searchParams.get('launch');

    now += 31 * 60_000;
    const lateSpin = await app.inject({
      method: 'POST',
      url: '/api/games/demo/api/slot/spin',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ launch: launchId, bet: 100 }),
    });
    expect(lateSpin.statusCode).toBeGreaterThanOrEqual(400);
    const ended = await call(app, 'GET', 'user/balance', { token, locale: 'en' });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(
      'Your session time limit has been reached; you have been logged out.',
    );
    // Ended for good: the next call is the ordinary 401.
    expect((await call(app, 'GET', 'user/balance', { token })).json().message).toBe(
      'Oturumunuz sona erdi, lütfen tekrar giriş yapın.',
    );

    // A new login gets a new 30 minutes, and its balance is untouched.
    const again = await call(app, 'POST', 'auth/login', { body: { username, password: 'gizli1' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.balance).toBe(50);
  });

  it('a lowered limit ends a login that is already past it; the sweep closes it unasked', async () => {
    const { token, playerId } = await player();
    now += 20 * 60_000;
    await setLimit(token, 'sessionMinutes', 10);
    const sessions = createSessionStore(database, () => new Date(now));
    const closed: number[] = [];
    sessions.onRevoked(({ playerId: id }) => closed.push(id));
    expect(await sessions.revokeTimedOut()).toBeGreaterThanOrEqual(1);
    expect(closed).toContain(playerId);
    expect((await call(app, 'GET', 'user/balance', { token })).statusCode).toBe(401);
  });

  it('a raised limit waits 24 hours and removing it too; logins without a limit never end', async () => {
    const { token } = await player();
    await setLimit(token, 'sessionMinutes', 60);
    await setLimit(token, 'sessionMinutes', null);
    const summary = (await call(app, 'GET', 'customer/playsession', { token })).json().data;
    expect(summary.endsAt).not.toBeNull();
    const refused = await setLimit(token, 'sessionMinutes', 2000);
    expect(refused.statusCode).toBe(400);
    const other = await player();
    const free = (await call(app, 'GET', 'customer/playsession', { token: other.token })).json();
    expect(free.data.endsAt).toBeNull();
  });
});

describe('the play session for the reality check', () => {
  it('counts this login’s stakes and wins and gives the reality-check interval', async () => {
    const { token } = await player(100);
    await setLimit(token, 'realityCheckMinutes', 15);
    const before = (await call(app, 'GET', 'customer/playsession', { token })).json().data;
    expect(before).toMatchObject({ realityCheckMinutes: 15, staked: 0, won: 0, net: 0 });
    for (let round = 0; round < 3; round += 1) {
      expect((await spin(token, 200)).statusCode).toBe(200);
    }
    const after = (await call(app, 'GET', 'customer/playsession', { token })).json().data;
    expect(after.staked).toBe(6);
    expect(after.net).toBeCloseTo(after.won - 6, 2);
    const balance = (await call(app, 'GET', 'user/balance', { token })).json().data.balance;
    expect(balance).toBeCloseTo(100 + after.net, 2);
  });

  it('is for players only', async () => {
    expect((await call(app, 'GET', 'customer/playsession')).statusCode).toBe(401);
  });
});

const postgresSkipReason = await postgresUnavailableReason();

describe.skipIf(postgresSkipReason !== null)(
  `deposit limits on PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    let pg: Awaited<ReturnType<typeof openTestApp>>;
    beforeAll(async () => {
      pg = await openTestApp({ kind: 'postgres', app: { clock: () => new Date(now) } });
    });
    afterAll(async () => {
      await pg.close();
    });

    /** How many sessions wait, directly or down a chain, on the lock `holder` holds. */
    const waitingOn = async (holder: number) => {
      const { rows } = await sql<{ count: string }>`
        with recursive waiting(pid) as (
          select pid from pg_stat_activity where ${holder}::int = any(pg_blocking_pids(pid))
          union
          select a.pid from pg_stat_activity a join waiting w on w.pid = any(pg_blocking_pids(a.pid))
        ) select count(*) as count from waiting`.execute(pg.database.db);
      return Number(rows[0]?.count);
    };

    /** A bank-transfer deposit of ₺100 by `token`, in English, with an idempotency key if given. */
    const deposit = (token: string, key?: string) =>
      call(pg.app, 'POST', 'payment/deposit', {
        token,
        locale: 'en',
        body: bankTransfer(100),
        headers: key ? { 'idempotency-key': key } : {},
      });

    /**
     * Sends `calls` together while the test holds the request table: each gets as far as it can
     * before writing its row, so a check made apart from the write reads no deposit of the others,
     * whatever the timing. Their answers once the table is let go.
     */
    const sentTogether = async (calls: Array<() => ReturnType<typeof deposit>>) => {
      const held = await pg.database.db.transaction().execute(async (trx) => {
        await sql`lock table payment_request in share mode`.execute(trx);
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const holder = Number(rows[0]?.pid);
        const sent = Promise.all(calls.map((send) => send()));
        await vi.waitFor(async () => expect(await waitingOn(holder)).toBe(calls.length), {
          timeout: 10_000,
        });
        // Wrapped: a promise returned as it is would be awaited before the commit it waits for.
        return { sent };
      });
      return held.sent;
    };

    /** A player whose daily deposit limit is ₺100. */
    const limitedPlayer = async () => {
      const player = await fundedPlayer(pg.app, pg.database);
      const limit = await call(pg.app, 'POST', 'customer/limits', {
        token: player.token,
        body: { kind: 'depositDaily', value: 100 },
      });
      expect(limit.statusCode).toBe(200);
      return player;
    };

    const filedBy = (playerId: number) =>
      pg.database.db
        .selectFrom('payment_request')
        .select('amount_kurus')
        .where('player_id', '=', playerId)
        .execute();

    it('hold for deposits sent at once: two that the limit fits one of file one', async () => {
      const { token, playerId } = await limitedPlayer();
      const answers = await sentTogether([() => deposit(token), () => deposit(token)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(refused?.json().message).toMatch(/daily deposit limit is ₺100\.00/);
      const filed = await filedBy(playerId);
      expect(filed.map((row) => BigInt(row.amount_kurus))).toEqual([10_000n]);
    });

    it('answer a retry sent while its first call files it with that deposit, not the limit', async () => {
      const { token, playerId } = await limitedPlayer();
      const key = 'deposit-retried-at-once';
      const answers = await sentTogether([() => deposit(token, key), () => deposit(token, key)]);
      expect(
        answers.map((answer) => answer.statusCode),
        answers.map((answer) => answer.body).join('\n'),
      ).toEqual([200, 200]);
      const ids = answers.map((answer) => answer.json().data.id);
      expect(ids[0]).toBe(ids[1]);
      expect(await filedBy(playerId)).toHaveLength(1);
    });
  },
);
