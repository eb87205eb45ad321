import type { Locale } from '../http';
import type { Match } from './fixtures';
import { type MatchCourses, periodOf } from './markets';

/**
 * A match with its state and markets as the sportsbook's pages show it: what has happened up to
 * `now` and the odds, never anything of its course still to come (not even when it ends: a
 * best-of-three's end tells whether a third set is played).
 */
export function eventView(courses: MatchCourses, match: Match, now: Date, language: Locale) {
  const state = courses.stateAt(match, now);
  const { open, suspended } = courses.marketsOpen(match, now);
  return {
    id: match.id,
    sport: match.sport,
    game: match.game,
    league: match.league[language],
    home: match.home,
    away: match.away,
    kickoff: match.kickoff.toISOString(),
    state,
    /** What the clock shows: the minute, the quarter, the set or the map (`periodOf`). */
    period: periodOf(match.sport, state),
    open,
    suspended,
    markets: open || suspended ? courses.marketsAt(match, now) : [],
  };
}
