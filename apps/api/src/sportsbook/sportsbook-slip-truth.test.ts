import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/test-players';
import { developmentSportsbookSecret } from '../config';
import type { DatabaseHandle } from '../db';
import { openTestApp } from '../test-app';
import { findLedgerMismatches, readWallet } from '../wallet';
import { type Match, matchesBetween } from './fixtures';
import { createMatchCourses, suspensionMs } from './markets';
import { slipTotals } from './slip-math';
import { bettor as bettorOf, postToBook } from './test-bettors';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;
let now = new Date('2026-11-23T12:00:00Z');

beforeAll(async () => {
  ({ app, database, close } = await openTestApp({ app: { clock: () => now } }));
});
afterAll(async () => {
  await close();
});

const post = (path: string, body: unknown) => postToBook(app, path, body);

interface EventView {
  id: string;
  sport: string;
  open: boolean;
  period: { kind: string; number: number } | null;
  markets: Array<{
    kind: string;
    closed?: boolean;
    selections: Array<{ pick: string; odds: number }>;
  }>;
}

const bettor = (lira: number) => bettorOf(app, database, lira);

describe('a bet slip that tells the truth (issue 21)', () => {
  it('serves the page the server’s own slip arithmetic and the site’s money format', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/sportsbook/demo/?lang=en' });
    expect(page.body).toContain(
      '"money":{"locale":"en","options":{"style":"currency","currency":"TRY","currencyDisplay":"narrowSymbol"',
    );
    const src = /src="(assets\/slip-math\.js\?v=\w+)"/.exec(page.body)?.[1];
    expect(src).toBeDefined();
    const asset = await app.inject({ method: 'GET', url: `/api/sportsbook/demo/${src}` });
    expect(asset.statusCode).toBe(200);
    const window: { zarSlipMath?: { slipTotals: typeof slipTotals } } = {};
    runInNewContext(asset.body, { window, BigInt, Math, Number });
    expect(window.zarSlipMath?.slipTotals([135, 277, 350], 1500)).toEqual({
      oddsX100: 1308,
      potentialKurus: 19620,
    });
  });

  it('takes an accumulator at the total odds and potential win the slip computes', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const { playerId, token } = await bettor(100);
    const { events } = (await post('events', { section: 'sports' })).json().data as {
      events: EventView[];
    };
    const legs = events
      .filter((event) => event.open)
      .slice(0, 3)
      .map((event) => {
        const selection = event.markets[0]?.selections[0] as { pick: string; odds: number };
        return { matchId: event.id, market: 'result', pick: selection.pick, odds: selection.odds };
      });
    expect(legs).toHaveLength(3);
    const expected = slipTotals(
      legs.map((leg) => Math.round(leg.odds * 100)),
      1500,
    );
    const betId = crypto.randomUUID();
    const placed = await post('place', { token, betId, stake: 1500, selections: legs });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({
      id: betId,
      kind: 'accumulator',
      stake: 15,
      odds: expected.oddsX100 / 100,
      potentialWin: expected.potentialKurus / 100,
    });
    // Bahislerim: every pick with its market and line, the potential win, the time and the id.
    const [bet] = (await post('bets', { token })).json().data;
    expect(bet).toMatchObject({
      id: betId,
      potentialWin: expected.potentialKurus / 100,
      placedAt: now.toISOString(),
    });
    expect(bet.selections).toHaveLength(3);
    expect(bet.selections[0]).toMatchObject({ market: 'result', line: null });
    expect((await readWallet(database.db, playerId)).balanceKurus).toBe(10_000n - 1500n);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  it('closes a decided market and refuses a bet on it, in the page’s language', async () => {
    const courses = createMatchCourses(developmentSportsbookSecret);
    const football = matchesBetween(
      new Date('2026-11-23T00:00:00Z'),
      new Date('2026-11-23T20:00:00Z'),
      'football',
    );
    // A match whose third goal comes before the 80th minute: Over 2.5 is then decided.
    const match = football.find((each) => {
      const third = courses.courseOf(each).events[2];
      return third !== undefined && third.minute < 80;
    }) as Match;
    const third = courses.courseOf(match).events[2]?.minute as number;
    const msPerMinute = (30 * 60_000) / 90;
    now = new Date(match.kickoff.getTime() + third * msPerMinute + suspensionMs + 1000);
    if (courses.stateAt(match, now).changedAt?.getTime() !== undefined) {
      // A later goal within the suspension would suspend the match; move past it.
      const state = courses.stateAt(match, now);
      const since = now.getTime() - (state.changedAt as Date).getTime();
      if (since < suspensionMs) now = new Date(now.getTime() + suspensionMs);
    }
    const { events } = (await post('events', { section: 'live' })).json().data as {
      events: EventView[];
    };
    const event = events.find((each) => each.id === match.id) as EventView;
    expect(event.period).toMatchObject({ kind: 'minute' });
    expect(event.markets.find((market) => market.kind === 'total')).toMatchObject({
      closed: true,
      selections: [],
    });
    const { token } = await bettor(100);
    for (const [lang, text] of [
      ['tr', 'Bu marketin sonucu belli oldu; market kapandı.'],
      ['en', 'This market is already decided and has closed.'],
    ] as const) {
      const refused = await post('place', {
        token,
        lang,
        betId: crypto.randomUUID(),
        stake: 1000,
        selections: [{ matchId: match.id, market: 'total', pick: 'over', odds: 1.01 }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: text, closed: true });
    }
  });

  it('shows sets for tennis and maps for e-sports', async () => {
    now = new Date('2026-11-23T12:10:00Z');
    const live = (await post('events', { section: 'live' })).json().data.events as EventView[];
    const tennis = live.find((event) => event.sport === 'tennis');
    expect(tennis?.period).toMatchObject({ kind: 'set' });
    const esports = (await post('events', { section: 'esports' })).json().data.events as Array<
      EventView & { state: { status: string } }
    >;
    const playing = esports.find((event) => event.state.status === 'live');
    expect(playing?.period).toMatchObject({ kind: 'map' });
  });

  it('names a sports win "Spor Bahisleri" in the winners (Sports Betting in English)', async () => {
    await database.db
      .insertInto('top_winner')
      .values({
        image: '/media/games/zar-slot.svg',
        game: 'sportsbook',
        name: 'Ay***e K.',
        amount_minor: 9_999_999n,
        currency_symbol: '₺',
        is_live: false,
        won_at: new Date('2030-01-01T00:00:00Z'),
      })
      .execute();
    for (const [locale, name] of [
      ['tr', 'Spor Bahisleri'],
      ['en', 'Sports Betting'],
    ] as const) {
      const winners = await call(app, 'POST', 'transaction/topwinners', {
        locale,
        body: { isLive: false, count: 5 },
      });
      expect(winners.json().data[0]).toMatchObject({ game: name, name: 'Ay***e K.' });
    }
  });
});
