import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { createSeamlessWallet } from '../game-wallet';
import { createPlayerEvents } from '../notifications';
import { openTestApp } from '../test-app';
import { postLedgerEntry } from '../wallet';
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

async function player(lira = 0) {
  const { body, token } = await signUp(app);
  const row = await database.db
    .selectFrom('player')
    .select('id')
    .where('username', '=', body.username)
    .executeTakeFirstOrThrow();
  if (lira > 0) {
    await postLedgerEntry(database.db, {
      playerId: row.id,
      kind: 'deposit',
      amountKurus: BigInt(lira * 100),
      idempotencyKey: `seed:${body.username}`,
    });
  }
  return { token, playerId: row.id, username: body.username };
}

const bankDeposit = (token: string, amount: number, locale = 'tr') =>
  call(app, 'POST', 'payment/deposit', {
    token,
    locale,
    body: {
      id: 2,
      target: 'pay',
      detail: {
        amount,
        fullName: 'Deniz Yılmaz',
        bank: 1,
        transferDate: '2026-11-21T10:30:00Z',
        ownAccount: true,
      },
    },
  });

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
