import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSportsbookSecret } from '../config';
import { openTestApp } from '../test-app';
import { findLedgerMismatches, readWallet } from '../wallet';
import { stakeLimits } from './bet-slips';
import { type Match, matchesBetween } from './fixtures';
import { createMatchCourses, type MatchCourses, type Pick } from './markets';
import { slipTotals } from './slip-math';
import { bettor } from './test-bettors';

/**
 * Issue 20: a match's course was sha256("course-" + id), so anyone with the public code computed
 * every final score before kickoff (a ₺10,000 accumulator of predicted picks paid ₺50,600). Now
 * it follows from the server's secret (ZAR_SPORTSBOOK_SECRET).
 */

/** A server's real secret, which the attacker does not have. */
const realSecret = 'a-real-operator-secret-nobody-outside-knows-7f3a9c';
/** What an attacker with the public code can try: the development secret and common guesses. */
const guesses = [developmentSportsbookSecret, 'changeme', 'zar', 'secret'];

const day = new Date('2026-11-23T00:00:00Z');
const week = matchesBetween(day, new Date('2026-11-30T00:00:00Z'));

/**
 * The result pick that wins on `courses` (what a predictor holding those courses would back), or
 * null when none does (a basketball game tied at the end has no winning result pick).
 */
function winnerOn(courses: MatchCourses, match: Match): Pick | null {
  const end = courses.endOf(match);
  const picks =
    match.sport === 'football' ? (['home', 'draw', 'away'] as const) : (['home', 'away'] as const);
  return picks.find((each) => courses.selectionWon(match, 'result', each, end)) ?? null;
}

/**
 * Backs, a minute before every kickoff of the week, the result `predict` names at the server's
 * odds, one lira each: how often that wins against what the odds imply (their chances without
 * the margin), and what it returns against what those chances make of it.
 */
function backPredictions(server: MatchCourses, predict: (match: Match) => Pick | null) {
  let bets = 0;
  let wins = 0;
  let expectedWins = 0;
  let winsVariance = 0;
  let returned = 0;
  let expectedReturn = 0;
  let returnVariance = 0;
  for (const match of week) {
    const before = new Date(match.kickoff.getTime() - 60_000);
    const result = server.marketsAt(match, before).find((market) => market.kind === 'result');
    if (!result) throw new Error(`no result market for ${match.id}`);
    const pick = predict(match);
    if (pick === null) continue;
    bets += 1;
    const odds = result.selections.find((selection) => selection.pick === pick)?.odds;
    if (odds === undefined) throw new Error(`no ${pick} in ${match.id}`);
    const implied = result.selections.reduce((sum, selection) => sum + 1 / selection.odds, 0);
    const chance = 1 / odds / implied;
    expectedWins += chance;
    winsVariance += chance * (1 - chance);
    expectedReturn += odds * chance;
    returnVariance += odds * odds * chance * (1 - chance);
    if (server.selectionWon(match, 'result', pick, server.endOf(match))) {
      wins += 1;
      returned += odds;
    }
  }
  return {
    bets,
    wins,
    // How many standard deviations above what chance gives: bounds that hold whatever the
    // secret (the numbers are fixed by it, so the test cannot flake, and 4 σ is far from luck).
    winsExcess: (wins - expectedWins) / Math.sqrt(winsVariance),
    returnExcess: (returned - expectedReturn) / Math.sqrt(returnVariance),
    returned,
  };
}

describe('sportsbook courses come from the server secret', () => {
  it('gives two secrets different courses, the same secret the same ones, and the same odds', () => {
    const server = createMatchCourses(realSecret);
    const sameSecret = createMatchCourses(realSecret);
    const other = createMatchCourses(developmentSportsbookSecret);
    const finals = (courses: MatchCourses) =>
      week.map((match) => {
        const { home, away } = courses.stateAt(match, courses.endOf(match));
        return `${home}-${away}`;
      });
    const [served, twin, otherwise] = [finals(server), finals(sameSecret), finals(other)];
    expect(twin).toEqual(served);
    const differing = served.filter((score, index) => score !== otherwise[index]);
    expect(differing.length).toBeGreaterThan(week.length / 2);
    // The fixtures and their opening odds stay public and the same everywhere.
    for (const match of week.slice(0, 200)) {
      const before = new Date(match.kickoff.getTime() - 1000);
      expect(server.marketsAt(match, before)).toEqual(other.marketsAt(match, before));
    }
  });

  it('gives no edge to predictions from the public code and any guessed secret', () => {
    const server = createMatchCourses(realSecret);
    // The check can fail: predictions from the server's own secret win every time.
    const insider = backPredictions(server, (match) => winnerOn(server, match));
    expect(insider.wins).toBe(insider.bets);
    expect(insider.winsExcess).toBeGreaterThan(20);

    for (const guess of guesses) {
      const predictor = createMatchCourses(guess);
      const outcome = backPredictions(server, (match) => winnerOn(predictor, match));
      expect(outcome.bets).toBeGreaterThan(1500);
      expect(Math.abs(outcome.winsExcess), guess).toBeLessThan(4);
      expect(outcome.returnExcess, guess).toBeLessThan(4);
    }
  });
});

describe('the sportsbook over HTTP with a secret', () => {
  let now = new Date('2026-11-23T12:00:00Z');
  const books: Array<Awaited<ReturnType<typeof openTestApp>>> = [];
  const open = async (secret: string) => {
    const book = await openTestApp({
      config: { sportsbookSecret: secret },
      app: { clock: () => now },
    });
    books.push(book);
    return book;
  };
  let real: Awaited<ReturnType<typeof openTestApp>>;
  let twin: Awaited<ReturnType<typeof openTestApp>>;
  let development: Awaited<ReturnType<typeof openTestApp>>;

  beforeAll(async () => {
    real = await open(realSecret);
    twin = await open(realSecret);
    development = await open(developmentSportsbookSecret);
  }, 180_000);
  afterAll(async () => {
    for (const book of books) await book.close();
  });

  const events = async (app: FastifyInstance, section: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/demo/api/events',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ section, lang: 'en' }),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.events as Array<{
      id: string;
      state: { status: string; home: number; away: number };
    }>;
  };

  it('sends the page nothing before kickoff that depends on the secret', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    for (const section of ['sports', 'esports']) {
      const scheduled = async (app: FastifyInstance) =>
        (await events(app, section)).filter((event) => event.state.status === 'scheduled');
      const seen = await scheduled(real.app);
      expect(seen.length).toBeGreaterThan(10);
      // Byte for byte what a server with another secret sends: no end time, seed or event.
      expect(JSON.stringify(await scheduled(development.app))).toBe(JSON.stringify(seen));
      expect(JSON.stringify(seen)).not.toMatch(/endsAt|seed|events|course/);
    }
  });

  it('plays the same matches on servers sharing a secret, and other ones under another secret', async () => {
    const scores = async (app: FastifyInstance) =>
      (await events(app, 'live')).map(
        (event) => `${event.id} ${event.state.home}-${event.state.away}`,
      );
    let differing = 0;
    for (let minute = 0; minute < 240; minute += 20) {
      now = new Date(Date.parse('2026-11-23T12:00:00Z') + minute * 60_000 + 25 * 60_000);
      const seen = await scores(real.app);
      expect(seen.length).toBeGreaterThan(0);
      expect(await scores(twin.app)).toEqual(seen);
      const other = await scores(development.app);
      differing += seen.filter((score, index) => score !== other[index]).length;
    }
    expect(differing).toBeGreaterThan(5);
  });

  it('no longer pays an accumulator of picks predicted from the public code', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const predictor = createMatchCourses(developmentSportsbookSecret);
    const legs = matchesBetween(
      new Date('2026-11-23T12:01:00Z'),
      new Date('2026-11-23T16:00:00Z'),
      'football',
    ).slice(0, 6);
    expect(legs).toHaveLength(6);
    const opening = await events(real.app, 'sports');
    const selections = legs.map((match) => {
      const pick = winnerOn(predictor, match);
      const event = opening.find((each) => each.id === match.id) as unknown as {
        markets: Array<{ kind: string; selections: Array<{ pick: string; odds: number }> }>;
      };
      const odds = event.markets
        .find((market) => market.kind === 'result')
        ?.selections.find((selection) => selection.pick === pick)?.odds as number;
      return { matchId: match.id, market: 'result', pick, odds };
    });
    // The biggest stake the book takes on these odds (its win is capped at ₺100,000).
    const { oddsX100 } = slipTotals(
      selections.map((selection) => Math.round(selection.odds * 100)),
      0,
    );
    const stake = Math.min(stakeLimits.max, Math.floor((stakeLimits.maxWin * 100) / oddsX100));
    expect(stake).toBeGreaterThan(stakeLimits.min);

    const outcomes = [];
    for (const book of [development, real]) {
      now = new Date('2026-11-23T12:00:00Z');
      const { playerId, token } = await bettor(book.app, book.database, 20_000);
      const place = await book.app.inject({
        method: 'POST',
        url: '/api/sportsbook/demo/api/place',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ token, betId: crypto.randomUUID(), stake, selections }),
      });
      expect(place.statusCode, place.body).toBe(200);
      now = new Date('2026-11-23T17:00:00Z');
      const bets = await book.app.inject({
        method: 'POST',
        url: '/api/sportsbook/demo/api/bets',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ token }),
      });
      const [slip] = bets.json().data;
      const { balanceKurus } = await readWallet(book.database.db, playerId);
      outcomes.push({ status: slip.status, balance: Number(balanceKurus) - 2_000_000 });
      expect(await findLedgerMismatches(book.database.db)).toEqual([]);
    }
    // Where the attacker knows the secret (a server left on the development one, which
    // production refuses) the prediction pays; against a real secret it is a losing slip.
    const [known, secret] = outcomes;
    expect(known?.status).toBe('won');
    expect(known?.balance).toBeGreaterThan(0);
    expect(secret).toEqual({ status: 'lost', balance: -stake });
  });
});
