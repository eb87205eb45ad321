import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import { developmentGameWalletSecret } from '../config';
import type { DatabaseHandle } from '../db';
import { createPlayerEvents } from '../notifications';
import { openTestApp } from '../test-app';
import { postLedgerEntry } from '../wallet';
import { signatureHeader, signWalletBody } from './hub88-wallet-routes';
import { createSeamlessWallet } from './seamless-wallet-service';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, close } = await openTestApp());
});
afterAll(async () => {
  await close();
});

/** A signed-up player with ₺100, a game session token and their login token. */
async function player() {
  const { body, token } = await signUp(app);
  const username = body.username;
  const login = await database.db
    .selectFrom('player_session')
    .innerJoin('player', 'player.id', 'player_session.player_id')
    .select(['player_session.id', 'player.id as playerId', 'player.usercode'])
    .where('player.username', '=', username)
    .executeTakeFirstOrThrow();
  await postLedgerEntry(database.db, {
    playerId: login.playerId,
    kind: 'deposit',
    amountKurus: 10_000n,
    idempotencyKey: `seed:${username}`,
  });
  const wallet = createSeamlessWallet({
    database,
    clock: () => new Date(),
    events: createPlayerEvents(),
    provider: 'setup',
  });
  const session = await wallet.openGameSession({
    playerId: login.playerId,
    playerSessionId: login.id,
    gameCode: 'zar-slot',
  });
  return { loginToken: token, gameToken: session.token, user: login.usercode };
}

function post(action: string, body: unknown, secret = developmentGameWalletSecret) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/wallet/hub88/${action}`,
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signWalletBody(payload, secret),
    },
    payload,
  });
}

describe('the Hub88-style wallet over HTTP', () => {
  it('answers the balance, takes a bet and pays its win, signed', async () => {
    const { gameToken, user } = await player();
    const common = { user, token: gameToken, currency: 'TRY' };
    const balance = await post('user/balance', { ...common, request_uuid: 'r1' });
    expect(balance.json()).toEqual({
      user,
      status: 'RS_OK',
      request_uuid: 'r1',
      currency: 'TRY',
      balance: 10_000,
    });
    const round = { ...common, round: 'h-round-1', game_code: 'zar-slot' };
    const bet = await post('transaction/bet', {
      ...round,
      request_uuid: 'r2',
      transaction_uuid: 'h-bet-1',
      amount: 2_500,
    });
    expect(bet.json()).toMatchObject({ status: 'RS_OK', balance: 7_500 });
    const win = await post('transaction/win', {
      ...round,
      request_uuid: 'r3',
      transaction_uuid: 'h-win-1',
      reference_transaction_uuid: 'h-bet-1',
      amount: 5_000,
      round_closed: true,
    });
    expect(win.json()).toMatchObject({ status: 'RS_OK', balance: 12_500 });
  });

  it('refuses a wrong signature, a malformed body, another user and another currency', async () => {
    const { gameToken, user } = await player();
    const body = { user, token: gameToken, currency: 'TRY', request_uuid: 'x1' };
    expect(
      (await post('user/balance', body, 'another-secret-of-enough-length!!')).json(),
    ).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
      balance: null,
    });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/wallet/hub88/user/balance',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.json().status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await post('transaction/bet', { ...body, amount: -5 })).json().status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    expect((await post('user/balance', { ...body, user: 'someone' })).json().status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await post('user/balance', { ...body, currency: 'EUR' })).json().status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
  });
});

describe('transaction/gamehistory', () => {
  it('lists the bets and wins, newest first, with filters and paging; visitors get 401', async () => {
    const { gameToken, user, loginToken } = await player();
    const common = { user, token: gameToken, currency: 'TRY', game_code: 'zar-slot' };
    for (let round = 1; round <= 3; round += 1) {
      await post('transaction/bet', {
        ...common,
        round: `g-${round}`,
        request_uuid: `g-${round}-b`,
        transaction_uuid: `g-${round}-bet`,
        amount: 100 * round,
      });
    }
    await post('transaction/win', {
      ...common,
      round: 'g-2',
      request_uuid: 'g-2-w',
      transaction_uuid: 'g-2-win',
      reference_transaction_uuid: 'g-2-bet',
      amount: 900,
    });
    await post('transaction/rollback', {
      ...common,
      round: 'g-3',
      request_uuid: 'g-3-r',
      transaction_uuid: 'g-3-rollback',
      reference_transaction_uuid: 'g-3-bet',
    });

    const all = await call(app, 'POST', 'transaction/gamehistory', { token: loginToken, body: {} });
    expect(all.statusCode).toBe(200);
    const page = all.json().data;
    expect(page.total).toBe(4);
    expect(
      page.items.map((row: { kind: number; amount: number }) => [row.kind, row.amount]),
    ).toEqual([
      [1, 9],
      [2, 3],
      [2, 2],
      [2, 1],
    ]);
    expect(page.items[1]).toMatchObject({ rolledBack: true, roundId: 'g-3', gameCode: 'zar-slot' });

    const wins = await call(app, 'POST', 'transaction/gamehistory', {
      token: loginToken,
      body: { kind: 1 },
    });
    expect(wins.json().data.total).toBe(1);
    const second = await call(app, 'POST', 'transaction/gamehistory', {
      token: loginToken,
      body: { kind: 2, skip: 1, take: 1 },
    });
    expect(second.json().data).toMatchObject({ total: 3, items: [{ amount: 2 }] });
    const future = await call(app, 'POST', 'transaction/gamehistory', {
      token: loginToken,
      body: { from: '2999-01-01T00:00:00.000Z' },
    });
    expect(future.json().data).toEqual({ total: 0, items: [] });

    const visitor = await call(app, 'POST', 'transaction/gamehistory', { body: {} });
    expect(visitor.statusCode).toBe(401);
  });

  it('lists a big real win among the top winners with a masked name', async () => {
    const { gameToken, user } = await player();
    const common = {
      user,
      token: gameToken,
      currency: 'TRY',
      game_code: 'zar-slot',
      round: 'tw-1',
    };
    await post('transaction/bet', {
      ...common,
      request_uuid: 'tw-b',
      transaction_uuid: 'tw-bet',
      amount: 1_000,
    });
    await post('transaction/win', {
      ...common,
      request_uuid: 'tw-w',
      transaction_uuid: 'tw-win',
      reference_transaction_uuid: 'tw-bet',
      amount: 8_765,
    });
    const winners = await call(app, 'POST', 'transaction/topwinners', {
      body: { isLive: false, count: 40 },
    });
    expect(winners.json().data[0]).toMatchObject({ amount: 87.65, currencySymbol: '₺' });
    expect(winners.json().data[0].name).toMatch(/\*\*\*/);
  });
});
