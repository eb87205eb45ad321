import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { openTestApp } from '../test-app';
import { fundedPlayer } from '../test-wallet';
import { postToBook } from './test-bettors';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, close } = await openTestApp());
});
afterAll(async () => {
  await close();
});

const post = (path: string, body: unknown) => postToBook(app, path, body);

describe('the demo sportsbook over HTTP', () => {
  it('lists upcoming, live and e-sports matches with their markets, for visitors too', async () => {
    for (const section of ['sports', 'live', 'esports'] as const) {
      const response = await post('events', { section, lang: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const { events } = response.json().data;
      expect(events.length, section).toBeGreaterThan(0);
      expect(events[0].markets.map((market: { kind: string }) => market.kind).sort()).toEqual(
        expect.arrayContaining(events[0].suspended ? [] : ['handicap', 'result', 'total']),
      );
    }
    // The pre-match list has every sport of the coming hours, not the first 60 football matches.
    const upcoming = (await post('events', { section: 'sports' })).json().data.events;
    expect(new Set(upcoming.map((event: { sport: string }) => event.sport))).toEqual(
      new Set(['football', 'basketball', 'tennis']),
    );
    const live = (await post('events', { section: 'live' })).json().data.events;
    expect(
      live.every((event: { state: { status: string } }) => event.state.status === 'live'),
    ).toBe(true);
  });

  it('serves its page per section and language, with its script', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/api/sportsbook/demo/?section=live&lang=en',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('"section":"live"');
    expect(page.body).toContain('Bet slip');
    const script = /src="(assets\/sportsbook\.js\?v=\w+)"/.exec(page.body)?.[1];
    const asset = await app.inject({ method: 'GET', url: `/api/sportsbook/demo/${script}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('asks a visitor to log in before a bet, and refuses a malformed slip', async () => {
    const visitor = await post('place', { betId: crypto.randomUUID(), stake: 100, selections: [] });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, login: true });
    const malformed = await post('place', {
      token: 'x',
      betId: 'not-a-uuid',
      stake: 100,
      selections: [],
    });
    expect(malformed.statusCode).toBe(400);
    expect((await post('bets', { token: 'unknown' })).statusCode).toBe(401);
  });

  it('gives a new login its sportsbook credentials, with which the frame places a bet', async () => {
    const { username, token: loginToken } = await fundedPlayer(app, database, 50);
    const login = await call(app, 'POST', 'auth/login', {
      body: { username, password: 'gizli1' },
    });
    const auth = login.json().data;
    expect(auth.betsyUrl).toMatch(/\/api\/sportsbook\/demo\/$/);
    expect(auth.betcoUrl).toBe(auth.betsyUrl);
    expect(auth.betsyToken).toEqual(expect.any(String));
    expect(auth.betsyCid).toBe(auth.usercode);
    const { events } = (await post('events', { section: 'sports' })).json().data;
    const event = events.find((each: { open: boolean }) => each.open);
    const home = event.markets[0].selections[0];
    const placed = await post('place', {
      token: auth.betsyToken,
      betId: crypto.randomUUID(),
      stake: 1000,
      selections: [{ matchId: event.id, market: 'result', pick: home.pick, odds: home.odds }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({ status: 'open', stake: 10, kind: 'single' });
    const balance = await call(app, 'GET', 'user/balance', { token: loginToken });
    expect(balance.json().data.balance).toBe(40);
    const bets = (await post('bets', { token: auth.betsyToken })).json().data;
    expect(bets).toHaveLength(1);

    // The operator settles now whatever is due; this match has not started, so nothing is.
    const settle = await app.inject({
      method: 'POST',
      url: '/api/operator/sportsbook/settle',
      headers: { locale: 'en' },
    });
    expect(settle.json()).toMatchObject({
      success: true,
      message: '0 slips of finished matches were settled.',
    });
  });

  it('takes no stake for a slip whose rows cannot be written: the bet and the slip are one transaction', async () => {
    const { username, token: loginToken } = await fundedPlayer(app, database, 50);
    const login = await call(app, 'POST', 'auth/login', { body: { username, password: 'gizli1' } });
    const { betsyToken } = login.json().data;
    const { events } = (await post('events', { section: 'sports' })).json().data;
    const event = events.find((each: { open: boolean }) => each.open);
    const home = event.markets[0].selections[0];
    // The slip's selections cannot be written (a disk full, a crash between the two): after
    // the stake was taken, in the old order.
    await sql`
      create function refuse_selection() returns trigger language plpgsql as $$
      begin raise exception 'no room for the selection'; end $$
    `.execute(database.db);
    await sql`
      create trigger refuse_selection before insert on sports_bet_selection
      for each row execute function refuse_selection()
    `.execute(database.db);
    try {
      const placed = await post('place', {
        token: betsyToken,
        betId: crypto.randomUUID(),
        stake: 1000,
        selections: [{ matchId: event.id, market: 'result', pick: home.pick, odds: home.odds }],
      });
      expect(placed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_selection on sports_bet_selection`.execute(database.db);
      await sql`drop function refuse_selection()`.execute(database.db);
    }
    const balance = await call(app, 'GET', 'user/balance', { token: loginToken });
    expect(balance.json().data.balance).toBe(50);
    expect((await post('bets', { token: betsyToken })).json().data).toEqual([]);
  });
});
