import { describe, expect, it } from 'vitest';
import { findMatch, type Match, matchesBetween } from './fixtures';
import { createMatchCourses, type MatchState, marketDecided, periodOf } from './markets';

const live = (home: number, away: number, minute = 66): MatchState => ({
  status: 'live',
  minute,
  home,
  away,
  changedAt: null,
});

describe('markets whose outcome is already certain are closed', () => {
  it('closes Over/Under 2.5 at 2–1 in the 66th minute (3 goals: over has won)', () => {
    expect(marketDecided('football', live(2, 1), 'total')).toBe(true);
    expect(marketDecided('football', live(2, 0), 'total')).toBe(false);
    // A result or a handicap can still turn in football.
    expect(marketDecided('football', live(5, 0, 89), 'result')).toBe(false);
    expect(marketDecided('football', live(5, 0, 89), 'handicap')).toBe(false);
    expect(marketDecided('basketball', live(90, 71, 35), 'total')).toBe(true);
    expect(marketDecided('basketball', live(70, 71, 35), 'total')).toBe(false);
  });

  it('closes best-of-three markets once every possible ending agrees', () => {
    // 1–1 in sets: a third set is certain, so Over 2.5 sets has won.
    expect(marketDecided('tennis', live(1, 1), 'total')).toBe(true);
    // The home side can no longer win 2–0 once the other side has a map.
    expect(marketDecided('esports', live(0, 1), 'handicap')).toBe(true);
    expect(marketDecided('esports', live(1, 0), 'handicap')).toBe(false);
    expect(marketDecided('tennis', live(1, 0), 'result')).toBe(false);
    expect(marketDecided('tennis', live(0, 0), 'total')).toBe(false);
  });

  it('closes nothing before kickoff and everything once finished', () => {
    const scheduled: MatchState = { ...live(0, 0, 0), status: 'scheduled' };
    const finished: MatchState = { ...live(1, 0, 90), status: 'finished' };
    for (const kind of ['result', 'total', 'handicap'] as const) {
      expect(marketDecided('football', scheduled, kind)).toBe(false);
      expect(marketDecided('football', finished, kind)).toBe(true);
    }
  });

  it('sends a decided market as closed, with no prices, and never 1.01 for a certainty', () => {
    const courses = createMatchCourses('market-rules-test-secret-0123456789');
    const day = new Date('2026-11-23T00:00:00Z');
    const matches = matchesBetween(day, new Date('2026-11-24T00:00:00Z'), 'football');
    // A match with three goals before its end: after the third, Over 2.5 is closed.
    const match = matches.find((each) => courses.courseOf(each).events.length >= 3) as Match;
    const third = courses.courseOf(match).events[2]?.minute as number;
    const msPerMinute = (30 * 60_000) / 90;
    const after = new Date(match.kickoff.getTime() + (third + 0.5) * msPerMinute);
    const total = courses.marketsAt(match, after).find((market) => market.kind === 'total');
    expect(total).toEqual({ kind: 'total', line: 2.5, closed: true, selections: [] });
    const before = new Date(match.kickoff.getTime() + 1000);
    expect(courses.marketsAt(match, before).every((market) => !market.closed)).toBe(true);
    expect(findMatch(match.id)).toEqual(match);
  });
});

describe('what a live match clock shows', () => {
  it('shows sets for tennis and maps for e-sports, never a football minute', () => {
    expect(periodOf('tennis', live(1, 0, 80))).toEqual({ kind: 'set', number: 2 });
    expect(periodOf('tennis', live(1, 1, 80))).toEqual({ kind: 'set', number: 3 });
    expect(periodOf('esports', live(0, 0, 20))).toEqual({ kind: 'map', number: 1 });
    expect(periodOf('football', live(2, 1, 66))).toEqual({ kind: 'minute', number: 66 });
    expect(periodOf('basketball', live(50, 48, 27))).toEqual({
      kind: 'quarter',
      number: 3,
      minute: 27,
    });
    expect(periodOf('tennis', { ...live(0, 0, 0), status: 'scheduled' })).toBeNull();
  });
});
