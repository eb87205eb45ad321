import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { openTestApp } from '../test-app';
import { fundedPlayer } from '../test-wallet';
import { hashServerSeed } from './fairness';

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

/** Launches a game as the site does and answers the page address and its launch id. */
async function launch(token: string, path: string, body: Record<string, unknown>, locale = 'tr') {
  const response = await call(app, 'POST', path, { token, body, locale });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().data.match(/https?:\/\/[^"\\]+/)[0]);
  return { url, id: url.searchParams.get('launch') ?? '' };
}

function game(path: string, body: unknown, contentType = 'text/plain') {
  return app.inject({
    method: 'POST',
    url: `/api/games/demo/api/${path}`,
    headers: { 'content-type': contentType, origin: 'null' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function balanceOf(token: string) {
  return (await call(app, 'GET', 'user/balance', { token })).json().data.balance as number;
}

describe('the demo slot', () => {
  it('opens from the launch call, spins through the wallet and lists the round in game history', async () => {
    const { token } = await player(100);
    const { url, id } = await launch(token, 'casino/dtlaunchurl', { code: 'zar-slot' });
    expect(url.pathname).toBe('/api/games/demo/zar-slot');
    expect(url.searchParams.has('token')).toBe(false);

    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Zar Meyveleri');
    expect(page.body).not.toMatch(/<script>(?!<)/);

    const state = (await game('state', { launch: id })).json().data;
    expect(state.balance).toBe(100);
    expect(state.seeds).toMatchObject({
      nonce: 0,
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const spin = await game('slot/spin', { launch: id, bet: 1000 });
    expect(spin.headers['access-control-allow-origin']).toBe('*');
    const result = spin.json().data;
    expect(result).toMatchObject({ stake: 10, nonce: 0 });
    expect(result.balance).toBe(90 + result.win);
    expect(await balanceOf(token)).toBe(result.balance);

    const history = (await call(app, 'POST', 'transaction/gamehistory', { token, body: {} })).json()
      .data;
    const bet = history.items.find((row: { kind: number }) => row.kind === 2);
    expect(bet).toMatchObject({ gameCode: 'zar-slot', gameName: 'Zar Meyveleri', amount: 10 });
    expect(history.total).toBe(result.win > 0 ? 2 : 1);

    const recent = (await call(app, 'GET', 'casino/recent', { token })).json().data;
    expect(recent[0].gameCode).toBe('zar-slot');
  });

  it('refuses a bet over the balance with a clear message and moves nothing', async () => {
    const { token } = await player(5);
    const { id } = await launch(token, 'casino/dtlaunchurl', { code: 'zar-slot' }, 'en');
    const refused = await game('slot/spin', { launch: id, bet: 1000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Your balance is too low for this bet.',
      balance: 5,
    });
    expect(await balanceOf(token)).toBe(5);
    const history = (await call(app, 'POST', 'transaction/gamehistory', { token, body: {} })).json()
      .data;
    expect(history.total).toBe(0);
  });

  it('reveals the server seed whose hash was shown, and the verify page recomputes the round', async () => {
    const { token } = await player(50);
    const { id } = await launch(token, 'casino/dtlaunchurl', { code: 'zar-slot' });
    const before = (await game('state', { launch: id })).json().data.seeds;
    const spin = (await game('slot/spin', { launch: id, bet: 100 })).json().data;
    const rotated = (await game('seeds/rotate', { launch: id, clientSeed: 'benim-tohumum' })).json()
      .data;
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(rotated.next).toMatchObject({ clientSeed: 'benim-tohumum', nonce: 0 });
    expect(rotated.next.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotated.history[0]).toMatchObject({ serverSeed: rotated.revealed.serverSeed });

    const query = new URLSearchParams({
      game: 'slot',
      serverSeed: rotated.revealed.serverSeed,
      clientSeed: before.clientSeed,
      nonce: '0',
    });
    const verify = await app.inject({ method: 'GET', url: `/api/games/demo/verify?${query}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain(spin.outcome.stops.join(', '));
    expect(verify.body).toContain(before.serverSeedHash);

    const badSeed = await game('seeds/rotate', { launch: id, clientSeed: 'boşluk var' });
    expect(badSeed.statusCode).toBe(400);
  });

  it('answers CORS preflight and refuses unknown launches and malformed bodies', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/games/demo/api/slot/spin',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect((await game('state', { launch: 'x'.repeat(24) })).statusCode).toBe(404);
    expect((await game('state', '{not json')).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/api/games/demo/zar-slot?launch=nope' });
    expect(page.statusCode).toBe(404);

    const { token } = await player(10);
    const { id } = await launch(token, 'casino/dtlaunchurl', { code: 'zar-slot' });
    expect((await game('slot/spin', { launch: id, bet: 123 })).statusCode).toBe(400);
    expect((await game('slot/spin', { launch: id, bet: 100 }, 'application/json')).statusCode).toBe(
      200,
    );
  });

  it('asks the page to reload once the login behind the game has ended', async () => {
    const { token } = await player(10);
    const { id } = await launch(token, 'casino/dtlaunchurl', { code: 'zar-slot' });
    await call(app, 'GET', 'auth/logout', { token });
    const refused = await game('slot/spin', { launch: id, bet: 100 });
    expect(refused.json()).toMatchObject({ success: false, reload: true });
  });
});

describe('the demo roulette', () => {
  it('takes chips, spins and pays through the wallet', async () => {
    const { token } = await player(100);
    const { id } = await launch(token, 'casino/dtlaunchurl', { code: 'zar-rulet' });
    const spin = await game('roulette/spin', {
      launch: id,
      bets: [
        { kind: 'red', amount: 1000 },
        { kind: 'straight', number: 7, amount: 100 },
      ],
    });
    const result = spin.json().data;
    expect(result.stake).toBe(11);
    expect(result.balance).toBe(89 + result.win);
    expect(await balanceOf(token)).toBe(result.balance);
  });
});

describe('the demo crash game', () => {
  it('pays a cash-out before the crash by the server clock, once', async () => {
    const { token } = await player(100);
    const { id } = await launch(token, 'casino/softgamingslaunchurl', {
      system: '960',
      pageCode: 'aviator',
      isMobile: 1,
    });
    // Play until a round survives one second (crash point above the multiplier then).
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const started = (await game('crash/start', { launch: id, bet: 100 })).json().data;
      expect(started.running).toBe(true);
      now += 1000;
      const cashed = (await game('crash/cashout', { launch: id, round: started.round })).json()
        .data;
      const again = (await game('crash/cashout', { launch: id, round: started.round })).json().data;
      expect(again.result).toEqual(cashed.result);
      if (cashed.result.cashedOutAt !== null) {
        expect(cashed.result.cashedOutAt).toBe(1.12);
        expect(cashed.result.win).toBe(1.12);
        const history = (
          await call(app, 'POST', 'transaction/gamehistory', {
            token,
            body: { kind: 1 },
          })
        ).json().data;
        expect(history.items[0].amount).toBe(1.12);
        return;
      }
      expect(cashed.result.crashPoint).toBeLessThan(1.12);
    }
    throw new Error('no round survived a second in 20 tries');
  });

  it('settles a round nobody cashed out as lost once its time is up, and pays an auto cash-out', async () => {
    const { token } = await player(100);
    const { id } = await launch(token, 'casino/softgamingslaunchurl', {
      system: '960',
      pageCode: 'aviator',
      isMobile: 0,
    });
    // A round whose crash point is 1.00 (about 4 % of them) is over the moment it starts, lost,
    // and leaves the player free to start the next; play until one runs.
    let stakes = 0;
    let started: { round: number } | undefined;
    for (let attempt = 0; attempt < 20 && !started; attempt += 1) {
      const round = (await game('crash/start', { launch: id, bet: 200, autoCashOut: 1.01 })).json()
        .data;
      stakes += 2;
      const seen = (await game('crash/state', { launch: id })).json().data;
      expect(seen.round).toBe(round.round);
      if (seen.running) started = round;
      else expect(seen.result).toMatchObject({ crashPoint: 1, cashedOutAt: null, win: 0 });
    }
    if (!started) throw new Error('every round of 20 crashed at 1.00');
    const refusedSecond = await game('crash/start', { launch: id, bet: 100 });
    expect(refusedSecond.statusCode).toBe(400);
    now += 3_600_000;
    const state = (await game('crash/state', { launch: id })).json().data;
    expect(state.running).toBe(false);
    if (state.result.crashPoint > 1.01) {
      expect(state.result).toMatchObject({ cashedOutAt: 1.01, win: 2.02 });
    } else {
      expect(state.result).toMatchObject({ cashedOutAt: null, win: 0 });
    }
    expect(state.round).toBe(started.round);
    expect(await balanceOf(token)).toBe(100 - stakes + state.result.win);
  });
});
