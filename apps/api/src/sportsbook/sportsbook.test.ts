import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import type { SeamlessWallet } from '../game-wallet';
import { createSeamlessWallet } from '../game-wallet';
import { serverMessage } from '../http';
import { createPlayerEvents } from '../notifications';
import { findLedgerMismatches, postLedgerEntry, readWallet } from '../wallet';
import { insertTestPlayers } from '../wallet/test-wallet-players';
import { createBetSlips, SlipRefused, slipTexts } from './bet-slips';
import { findMatch, type Match, matchesBetween } from './fixtures';
import { createMatchCourses, type Pick, suspensionMs } from './markets';

const courses = createMatchCourses('sportsbook-unit-test-secret-0123456789');
const { courseOf, endOf, marketsAt, marketsOpen, selectionWon, stateAt } = courses;

const day = new Date('2026-11-23T00:00:00Z');
const nextDay = new Date('2026-11-24T00:00:00Z');
const football = matchesBetween(day, nextDay, 'football');

describe('fixtures and markets', () => {
  it('generates every sport for every day, the same each time, found again by id', () => {
    for (const sport of ['football', 'basketball', 'tennis', 'esports'] as const) {
      expect(matchesBetween(day, nextDay, sport).length).toBeGreaterThan(40);
    }
    const match = football[5] as Match;
    expect(findMatch(match.id)).toEqual(match);
    expect(matchesBetween(day, nextDay, 'football')).toEqual(football);
    expect(findMatch('football-20261123-999')).toBeNull();
    expect(findMatch('nonsense')).toBeNull();
    const esports = matchesBetween(day, nextDay, 'esports');
    expect(new Set(esports.map((match) => match.game))).toEqual(new Set(['CS2', 'Dota 2', 'LoL']));
  });

  it('moves the clock, the score and the odds during a match, and ends it', () => {
    const match = football.find((each) => courseOf(each).events.length >= 2) as Match;
    const before = stateAt(match, new Date(match.kickoff.getTime() - 1000));
    expect(before).toMatchObject({ status: 'scheduled', minute: 0 });
    const later = new Date(endOf(match).getTime() - 60_000);
    const live = stateAt(match, later);
    expect(live.status).toBe('live');
    expect(live.minute).toBeGreaterThan(80);
    expect(stateAt(match, endOf(match)).status).toBe('finished');
    const opening = marketsAt(match, new Date(match.kickoff.getTime() - 1000));
    const late = marketsAt(match, later);
    expect(late).not.toEqual(opening);
    // Every market's implied chances add up to one plus the margin.
    for (const market of opening) {
      const total = market.selections.reduce((sum, selection) => sum + 1 / selection.odds, 0);
      expect(total).toBeGreaterThan(1.02);
      expect(total).toBeLessThan(1.12);
    }
  });

  it('suspends a match for 20 s after a goal, and closes it at the end', () => {
    const match = football.find((each) => courseOf(each).events.length > 0) as Match;
    const goal = stateAt(match, endOf(match)).changedAt as Date;
    expect(goal).toBeInstanceOf(Date);
    expect(marketsOpen(match, new Date(goal.getTime() + 5_000))).toEqual({
      open: false,
      suspended: true,
    });
    expect(marketsOpen(match, new Date(goal.getTime() + suspensionMs + 1))).toMatchObject({
      open: true,
    });
    expect(marketsOpen(match, endOf(match))).toEqual({ open: false, suspended: false });
  });

  it('settles the result, total and handicap from the final score', () => {
    for (const match of football.slice(0, 10)) {
      const end = endOf(match);
      const { home, away } = stateAt(match, end);
      const won = (market: 'result' | 'total' | 'handicap', pick: Pick) =>
        selectionWon(match, market, pick, end);
      expect(won('result', 'home')).toBe(home > away);
      expect(won('result', 'draw')).toBe(home === away);
      expect(won('total', 'over')).toBe(home + away > 2.5);
      expect(won('total', 'under')).toBe(home + away < 2.5);
      expect(won('handicap', 'home')).toBe(home - away >= 2);
      expect(selectionWon(match, 'result', 'home', match.kickoff)).toBeNull();
    }
  });
});

for (const engine of testEngines) {
  describe.skipIf(engine.skipReason !== null)(`bet slips on ${engine.kind}`, () => {
    let database: DatabaseHandle;
    let wallet: SeamlessWallet;
    let now = new Date();
    let slips: ReturnType<typeof createBetSlips>;

    beforeAll(async () => {
      database = await openTestDatabase(engine.kind);
      wallet = createSeamlessWallet({
        database,
        clock: () => new Date(),
        events: createPlayerEvents(),
        provider: 'sportsbook-test',
      });
      slips = createBetSlips({ db: database.db, wallet, clock: () => now, courses });
    });
    afterAll(async () => {
      await database.close();
    });

    async function player(lira: number) {
      const [playerId] = await insertTestPlayers(database.db, 1);
      if (playerId === undefined) throw new Error('no player');
      const login = await database.db
        .insertInto('player_session')
        .values({
          player_id: playerId,
          token_hash: `sb-${playerId}-${randomUUID()}`,
          fingerprint: null,
          ip: '127.0.0.1',
          user_agent: null,
          created_at: new Date(),
          last_seen_at: new Date(),
          revoked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await postLedgerEntry(database.db, {
        playerId,
        kind: 'deposit',
        amountKurus: BigInt(lira * 100),
        idempotencyKey: `seed:${playerId}`,
      });
      const session = await wallet.openGameSession({
        playerId,
        playerSessionId: login.id,
        gameCode: 'sportsbook',
      });
      return { playerId, token: session.token };
    }

    /** A pre-match pick on `match` at its current odds. */
    function pick(match: Match, market: 'result' | 'total' | 'handicap', choice: Pick) {
      const odds = marketsAt(match, now)
        .find((each) => each.kind === market)
        ?.selections.find((selection) => selection.pick === choice)?.odds as number;
      return { matchId: match.id, market, pick: choice, odds };
    }

    const balance = async (playerId: number) =>
      (await readWallet(database.db, playerId)).balanceKurus;

    it('places a single and settles a win: the stake goes, the winnings come, once', async () => {
      const match = football[20] as Match;
      now = new Date(match.kickoff.getTime() - 60_000);
      const end = endOf(match);
      const winning = (['home', 'draw', 'away'] as const).find((choice) =>
        selectionWon(match, 'result', choice, end),
      ) as Pick;
      const { playerId, token } = await player(100);
      const selection = pick(match, 'result', winning);
      const slip = await slips.place(token, {
        betId: randomUUID(),
        stake: 1000,
        selections: [selection],
      });
      expect(slip).toMatchObject({
        kind: 'single',
        stake: 10,
        status: 'open',
        odds: selection.odds,
      });
      expect(await balance(playerId)).toBe(9000n);

      now = new Date(end.getTime() + 1000);
      const [settled] = await slips.slipsOf(playerId);
      const expected = Math.floor(1000 * selection.odds);
      expect(settled).toMatchObject({ status: 'won', win: expected / 100 });
      expect(await balance(playerId)).toBe(BigInt(9000 + expected));
      await slips.settleDue();
      expect(await balance(playerId)).toBe(BigInt(9000 + expected));
    });

    it('places an accumulator that loses when one leg loses', async () => {
      const [first, second] = [football[30] as Match, football[31] as Match];
      now = new Date(first.kickoff.getTime() - 60_000);
      const end = endOf(second);
      const losing = (['home', 'draw', 'away'] as const).find(
        (choice) => !selectionWon(first, 'result', choice, endOf(first)),
      ) as Pick;
      const { playerId, token } = await player(50);
      const slip = await slips.place(token, {
        betId: randomUUID(),
        stake: 500,
        selections: [pick(first, 'result', losing), pick(second, 'total', 'over')],
      });
      expect(slip.kind).toBe('accumulator');
      expect(slip.odds).toBeGreaterThan(2);
      now = new Date(end.getTime() + 1000);
      await slips.settleDue();
      const [settled] = await slips.slipsOf(playerId);
      expect(settled).toMatchObject({ status: 'lost', win: 0 });
      expect(await balance(playerId)).toBe(4500n);
    });

    it('takes a retried slip once, and refuses its id with other contents', async () => {
      const match = football[25] as Match;
      now = new Date(match.kickoff.getTime() - 60_000);
      const { playerId, token } = await player(100);
      const slip = { betId: randomUUID(), stake: 700, selections: [pick(match, 'total', 'under')] };
      await Promise.all([slips.place(token, slip), slips.place(token, slip)]);
      await slips.place(token, slip);
      expect(await balance(playerId)).toBe(9300n);
      await expect(slips.place(token, { ...slip, stake: 800 })).rejects.toBeInstanceOf(SlipRefused);
    });

    it('answers a slip with what it wrote, and a retry after the market closed with the slip placed', async () => {
      const [first, second] = [football[26] as Match, football[27] as Match];
      now = new Date(first.kickoff.getTime() - 60_000);
      const { playerId, token } = await player(100);
      const slip = {
        betId: randomUUID(),
        stake: 500,
        selections: [pick(first, 'result', 'home'), pick(second, 'handicap', 'away')],
      };
      const placed = await slips.place(token, slip);
      // The answer is built from the rows written, not read back: it is what the list reads.
      expect(await slips.slipsOf(playerId)).toEqual([placed]);
      // The first match has kicked off: its pre-match market is closed to a new slip, but the
      // retry of this one (its answer lost) is answered with it, and takes nothing again.
      now = new Date(first.kickoff.getTime() + 5 * 60_000);
      await expect(slips.place(token, { ...slip, betId: randomUUID() })).rejects.toBeInstanceOf(
        SlipRefused,
      );
      expect(await slips.place(token, slip)).toEqual(placed);
      await expect(slips.place(token, { ...slip, stake: 600 })).rejects.toMatchObject({
        message: serverMessage(slipTexts.duplicate, 'en'),
      });
      expect(await balance(playerId)).toBe(9500n);
    });

    it('refuses, writing nothing: a suspended market, moved odds, a stake over the balance or the limits', async () => {
      const { playerId, token } = await player(20);
      const goalMatch = football.find((each) => courseOf(each).events.length > 0) as Match;
      const goal = stateAt(goalMatch, endOf(goalMatch)).changedAt as Date;
      now = new Date(goal.getTime() - 1000);
      const before = pick(goalMatch, 'result', 'home');
      now = new Date(goal.getTime() + 3000);
      const refusal = (promise: Promise<unknown>) =>
        promise.then(
          () => {
            throw new Error('placed');
          },
          (error: SlipRefused) => error,
        );
      const suspended = await refusal(
        slips.place(token, { betId: randomUUID(), stake: 100, selections: [before] }),
      );
      expect(suspended.details).toMatchObject({ suspended: true });
      expect(serverMessage(suspended.text, 'en')).toMatch(/suspended/);

      now = new Date(goal.getTime() + suspensionMs + 1000);
      const current = pick(goalMatch, 'result', 'home');
      if (current.odds !== before.odds) {
        const moved = await refusal(
          slips.place(token, { betId: randomUUID(), stake: 100, selections: [before] }),
        );
        expect(moved.details).toMatchObject({ odds: current.odds });
      }
      const broke = await refusal(
        slips.place(token, { betId: randomUUID(), stake: 2001, selections: [current] }),
      );
      expect(serverMessage(broke.text, 'tr')).toBe('Bakiyeniz bu bahis için yetersiz.');
      const low = await refusal(
        slips.place(token, { betId: randomUUID(), stake: 50, selections: [current] }),
      );
      expect(serverMessage(low.text, 'en')).toMatch(/lowest stake/);
      const twice = await refusal(
        slips.place(token, { betId: randomUUID(), stake: 100, selections: [current, current] }),
      );
      expect(serverMessage(twice.text, 'en')).toMatch(/one selection per match/);

      expect(await balance(playerId)).toBe(2000n);
      const rows = await database.db
        .selectFrom('sports_bet')
        .select('id')
        .where('player_id', '=', playerId)
        .execute();
      expect(rows).toEqual([]);
      expect(await findLedgerMismatches(database.db)).toEqual([]);
    });
  });
}
