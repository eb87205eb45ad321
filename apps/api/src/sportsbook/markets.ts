import { createHmac } from 'node:crypto';
import { type Match, type Sport, sportRules } from './fixtures';

/**
 * A match's course and markets. The course (who scores when) follows from the match id and the
 * sportsbook's secret, so only the server knows it; the state at a time is the course read up to
 * then; the odds are the chances of each result from that state, less a 6 % margin. They are
 * computed from public things only (the sides' strengths, the rules, the state so far), so
 * neither the odds nor anything else the page is sent says where the course goes next. Markets
 * are suspended for 20 seconds after the state changes (a goal, a set, a quarter), while the odds
 * move.
 */

export type MatchStatus = 'scheduled' | 'live' | 'finished';

export interface MatchState {
  status: MatchStatus;
  /** The clock, in minutes of play (0 before kickoff). */
  minute: number;
  home: number;
  away: number;
  /** Wall-clock time of the last change of the score, for suspensions. */
  changedAt: Date | null;
}

/** One scoring event: its minute of play, the side and the points (a goal, a basket, a set). */
interface ScoringEvent {
  minute: number;
  side: 0 | 1;
  points: number;
}

export interface Course {
  events: ScoringEvent[];
  /** The minute the match ends (best-of-3 matches can end early). */
  endMinute: number;
}

const margin = 0.06;
export const suspensionMs = 20_000;

/**
 * Numbers in [0, 1) that only a holder of `secret` can compute: HMAC-SHA256 blocks keyed by
 * HMAC(secret, text), eight 32-bit numbers each. Unlike a small seeded generator, whose whole
 * state could be searched from a live match's first goals, what was drawn says nothing of what
 * comes next.
 */
function secretRandom(secret: string, text: string): () => number {
  const key = createHmac('sha256', secret).update(text).digest();
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  return () => {
    if (offset >= block.length) {
      block = createHmac('sha256', key).update(String(counter)).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset) / 4294967296;
    offset += 4;
    return value;
  };
}

/** A Poisson draw by inversion. */
function poisson(random: () => number, mean: number): number {
  let count = 0;
  let probability = Math.exp(-mean);
  let cumulative = probability;
  const target = random();
  while (target > cumulative && count < 30) {
    count += 1;
    probability *= mean / count;
    cumulative += probability;
  }
  return count;
}

/**
 * Per-side scoring rates per minute of play (football, basketball) or the home side's and the
 * away side's chance of a set or map: public, from the sides' strengths.
 */
function ratesOf(match: Match): [number, number] {
  const [home, away] = match.strength;
  if (match.sport === 'football') return [(1.45 * home) / 1.2 / 90, (1.15 * away) / 1.0 / 90];
  if (match.sport === 'basketball') return [2.05 * (0.9 + home / 8), 1.95 * (0.9 + away / 8)];
  const chance = home / (home + away);
  return [chance, 1 - chance];
}

/** The whole course of a match, drawn with `random`. */
function drawCourse(match: Match, random: () => number): Course {
  const rules = sportRules[match.sport];
  const rates = ratesOf(match);
  if (match.sport === 'football') {
    const events: ScoringEvent[] = [];
    for (const side of [0, 1] as const) {
      const goals = poisson(random, rates[side] * 90);
      for (let goal = 0; goal < goals; goal += 1) {
        events.push({ minute: 1 + Math.floor(random() * 89), side, points: 1 });
      }
    }
    return { events: events.sort((a, b) => a.minute - b.minute), endMinute: 90 };
  }
  if (match.sport === 'basketball') {
    const events: ScoringEvent[] = [];
    for (let minute = 1; minute <= rules.matchMinutes; minute += 1) {
      for (const side of [0, 1] as const) {
        events.push({ minute, side, points: poisson(random, rates[side]) });
      }
    }
    return { events, endMinute: rules.matchMinutes };
  }
  const unitMinutes = rules.matchMinutes / 3;
  const events: ScoringEvent[] = [];
  const won: [number, number] = [0, 0];
  let unit = 0;
  while (won[0] < 2 && won[1] < 2) {
    unit += 1;
    const side: 0 | 1 = random() < rates[0] ? 0 : 1;
    won[side] += 1;
    events.push({ minute: unit * unitMinutes, side, points: 1 });
  }
  return { events, endMinute: unit * unitMinutes };
}

/** Wall-clock milliseconds per minute of play. */
function msPerMinute(match: Match): number {
  const rules = sportRules[match.sport];
  return (rules.realMinutes * 60_000) / rules.matchMinutes;
}

/** The match on `course` as it stands at `now`. */
function stateOn(match: Match, course: Course, now: Date): MatchState {
  const elapsed = now.getTime() - match.kickoff.getTime();
  if (elapsed < 0) return { status: 'scheduled', minute: 0, home: 0, away: 0, changedAt: null };
  const minute = Math.min(course.endMinute, elapsed / msPerMinute(match));
  const score = [0, 0];
  let last: number | null = null;
  for (const event of course.events) {
    if (event.minute > minute) break;
    score[event.side] = (score[event.side] ?? 0) + event.points;
    if (event.points > 0) last = event.minute;
  }
  // Basketball suspends at its quarter breaks rather than at every basket.
  if (match.sport === 'basketball') {
    const quarter = Math.floor(minute / 10) * 10;
    last = quarter > 0 ? quarter : null;
  }
  return {
    status: minute >= course.endMinute ? 'finished' : 'live',
    minute: Math.floor(minute),
    home: score[0] ?? 0,
    away: score[1] ?? 0,
    changedAt: last === null ? null : new Date(match.kickoff.getTime() + last * msPerMinute(match)),
  };
}

export type MarketKind = 'result' | 'total' | 'handicap';
export type Pick = 'home' | 'draw' | 'away' | 'over' | 'under';

export interface Selection {
  market: MarketKind;
  pick: Pick;
  /** Decimal odds, 2 decimals. */
  odds: number;
}

export interface Market {
  kind: MarketKind;
  /** The total's or the home side's handicap line; null for the result. */
  line: number | null;
  /**
   * Closed because the state so far already decides it (`marketDecided`): it has no selections
   * and takes no bets. Absent on open markets.
   */
  closed?: true;
  selections: Selection[];
}

/**
 * The finals a match can still end in from `state`, as [home, away] scores, or null when there
 * are too many to list (football and basketball: any number of goals or points may follow).
 */
function finalsFrom(sport: Sport, state: MatchState): Array<[number, number]> | null {
  if (state.status === 'finished') return [[state.home, state.away]];
  if (sport === 'football' || sport === 'basketball') return null;
  // Best of three sets or maps: play on until a side has two.
  const finals: Array<[number, number]> = [];
  const walk = (home: number, away: number) => {
    if (home >= 2 || away >= 2) finals.push([home, away]);
    else {
      walk(home + 1, away);
      walk(home, away + 1);
    }
  };
  walk(state.home, state.away);
  return finals;
}

/**
 * Whether a market is already decided by the state so far, whatever happens next: then it is
 * closed rather than priced 1.01 and 100. Scores only grow, so an over is won once the total is
 * past the line (Over 2.5 at 2–1); a best-of-three's markets are decided once every ending still
 * possible gives the same answer (a 2–0 handicap once the other side has a set, the third set of
 * Over 2.5 at 1–1). A finished match's markets are all decided.
 */
export function marketDecided(sport: Sport, state: MatchState, kind: MarketKind): boolean {
  if (state.status === 'finished') return true;
  if (state.status === 'scheduled') return false;
  const rules = sportRules[sport];
  if (kind === 'total' && state.home + state.away > rules.totalLine) return true;
  const finals = finalsFrom(sport, state);
  if (!finals) return false;
  const answers = new Set(
    finals.map(([home, away]) => {
      const diff = home - away;
      if (kind === 'result') return diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw';
      if (kind === 'total') return home + away > rules.totalLine ? 'over' : 'under';
      return diff + rules.handicapLine > 0 ? 'home' : 'away';
    }),
  );
  return answers.size === 1;
}

/**
 * What the clock of a live match shows: football its minute, basketball its quarter (and minute),
 * tennis the set and e-sports the map in play (the score counts sets or maps won), never a
 * football minute. Null before kickoff.
 */
export type MatchPeriod =
  | { kind: 'minute'; number: number }
  | { kind: 'quarter'; number: number; minute: number }
  | { kind: 'set' | 'map'; number: number };

export function periodOf(sport: Sport, state: MatchState): MatchPeriod | null {
  if (state.status === 'scheduled') return null;
  if (sport === 'football') return { kind: 'minute', number: state.minute };
  if (sport === 'basketball') {
    const quarterMinutes = sportRules.basketball.matchMinutes / 4;
    return {
      kind: 'quarter',
      number: Math.min(4, Math.floor(state.minute / quarterMinutes) + 1),
      minute: state.minute,
    };
  }
  const played = state.home + state.away;
  return {
    kind: sport === 'tennis' ? 'set' : 'map',
    number: state.status === 'finished' ? played : Math.min(3, played + 1),
  };
}

/** A chance as decimal odds with the margin: 1 / (p × 1.06), between 1.01 and 100. */
function price(chance: number): number {
  const p = Math.min(0.995, Math.max(0.005, chance));
  return Math.min(100, Math.max(1.01, Math.round(100 / (p * (1 + margin))) / 100));
}

function poissonTable(mean: number, size = 15): number[] {
  const table: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k < size; k += 1) {
    table.push(p);
    p *= mean / (k + 1);
  }
  return table;
}

/** The standard normal distribution function (Abramowitz–Stegun). */
function normal(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const tail =
    d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - tail : tail;
}

interface Chances {
  home: number;
  draw: number;
  away: number;
  over: number;
  /** The home side covers its handicap. */
  homeCovers: number;
}

/**
 * The chances of each result from `state` on, from the public rates and the state alone (a
 * football or basketball match always runs its full time; a best-of-three ends when a side has
 * two).
 */
function chancesFrom(match: Match, state: MatchState): Chances {
  const rules = sportRules[match.sport];
  const rates = ratesOf(match);
  const remaining = Math.max(0, rules.matchMinutes - state.minute);
  if (match.sport === 'football') {
    const homeGoals = poissonTable(rates[0] * remaining);
    const awayGoals = poissonTable(rates[1] * remaining);
    const chances = { home: 0, draw: 0, away: 0, over: 0, homeCovers: 0 };
    homeGoals.forEach((ph, h) => {
      awayGoals.forEach((pa, a) => {
        const p = ph * pa;
        const diff = state.home + h - (state.away + a);
        if (diff > 0) chances.home += p;
        else if (diff === 0) chances.draw += p;
        else chances.away += p;
        if (state.home + h + state.away + a > rules.totalLine) chances.over += p;
        if (diff + rules.handicapLine > 0) chances.homeCovers += p;
      });
    });
    return chances;
  }
  if (match.sport === 'basketball') {
    const mean = (rates[0] - rates[1]) * remaining + state.home - state.away;
    const spread = Math.sqrt(Math.max(1, 2 * (rates[0] + rates[1]) * remaining));
    const total = (rates[0] + rates[1]) * remaining + state.home + state.away;
    const home = normal(mean / spread);
    return {
      home,
      draw: 0,
      away: 1 - home,
      over: normal((total - rules.totalLine) / spread),
      homeCovers: normal((mean + rules.handicapLine) / spread),
    };
  }
  // Best of three sets or maps, each won by the home side with chance p.
  const p = rates[0];
  const q = 1 - p;
  const [h, a] = [state.home, state.away];
  const home =
    h >= 2
      ? 1
      : a >= 2
        ? 0
        : h === 1 && a === 1
          ? p
          : h === 1
            ? p + q * p
            : a === 1
              ? p * p
              : p * p + 2 * p * q * p;
  const third =
    h + a >= 3 ? 1 : h + a === 2 ? (h === 1 ? 1 : 0) : h + a === 1 ? (h === 1 ? q : p) : 2 * p * q;
  const twoNil = h === 2 && a === 0 ? 1 : a > 0 ? 0 : h === 1 ? p : p * p;
  return { home, draw: 0, away: 1 - home, over: third, homeCovers: twoNil };
}

/** The match's markets in `state` with their odds. */
function marketsIn(match: Match, state: MatchState): Market[] {
  const rules = sportRules[match.sport];
  const chances = chancesFrom(match, state);
  const result: Selection[] = [
    { market: 'result', pick: 'home', odds: price(chances.home) },
    ...(rules.draws
      ? [{ market: 'result' as const, pick: 'draw' as const, odds: price(chances.draw) }]
      : []),
    { market: 'result', pick: 'away', odds: price(chances.away) },
  ];
  const markets: Market[] = [
    { kind: 'result', line: null, selections: result },
    {
      kind: 'total',
      line: rules.totalLine,
      selections: [
        { market: 'total', pick: 'over', odds: price(chances.over) },
        { market: 'total', pick: 'under', odds: price(1 - chances.over) },
      ],
    },
    {
      kind: 'handicap',
      line: rules.handicapLine,
      selections: [
        { market: 'handicap', pick: 'home', odds: price(chances.homeCovers) },
        { market: 'handicap', pick: 'away', odds: price(1 - chances.homeCovers) },
      ],
    },
  ];
  return markets.map((market) =>
    marketDecided(match.sport, state, market.kind)
      ? { kind: market.kind, line: market.line, closed: true, selections: [] }
      : market,
  );
}

/** Whether a selection won in the final `state`. */
function wonIn(match: Match, state: MatchState, market: MarketKind, pick: Pick): boolean {
  const rules = sportRules[match.sport];
  const diff = state.home - state.away;
  if (market === 'result') {
    return pick === 'home' ? diff > 0 : pick === 'away' ? diff < 0 : diff === 0;
  }
  if (market === 'total') {
    const over = state.home + state.away > rules.totalLine;
    return pick === 'over' ? over : !over;
  }
  const covers = diff + rules.handicapLine > 0;
  return pick === 'home' ? covers : !covers;
}

/** The matches as one sportsbook (one secret) plays them; see `createMatchCourses`. */
export interface MatchCourses {
  /** The match's whole course, the same every time it is asked for. */
  courseOf(match: Match): Course;
  /** When the match ends, by the wall clock: known to the server only, never sent before. */
  endOf(match: Match): Date;
  /** The match as it stands at `now`. */
  stateAt(match: Match, now: Date): MatchState;
  /** The match's markets at `now` with their odds. */
  marketsAt(match: Match, now: Date): Market[];
  /** Whether bets are taken on the match now: before kickoff, or live and not just changed. */
  marketsOpen(match: Match, now: Date): { open: boolean; suspended: boolean };
  /** Whether a selection won, from the final state; null while the match is not over. */
  selectionWon(match: Match, market: MarketKind, pick: Pick, now: Date): boolean | null;
}

/**
 * The courses of every match under `secret` (ZAR_SPORTSBOOK_SECRET): each is drawn from
 * HMAC(secret, `course-<match id>`), so every API process sharing the secret plays the same
 * matches, and nobody without it can tell a result before it happens. (Derived from the public
 * id alone, anyone with the code computed every final score before kickoff.)
 */
export function createMatchCourses(secret: string): MatchCourses {
  if (secret.length === 0) throw new RangeError('The sportsbook secret must not be empty');
  const courses = new Map<string, Course>();

  function courseOf(match: Match): Course {
    const cached = courses.get(match.id);
    if (cached) return cached;
    const course = drawCourse(match, secretRandom(secret, `course-${match.id}`));
    courses.set(match.id, course);
    if (courses.size > 5000) courses.delete(courses.keys().next().value as string);
    return course;
  }

  const stateAt = (match: Match, now: Date) => stateOn(match, courseOf(match), now);

  return {
    courseOf,
    endOf: (match) =>
      new Date(match.kickoff.getTime() + courseOf(match).endMinute * msPerMinute(match)),
    stateAt,
    marketsAt: (match, now) => marketsIn(match, stateAt(match, now)),
    marketsOpen(match, now) {
      const state = stateAt(match, now);
      if (state.status === 'finished') return { open: false, suspended: false };
      const suspended =
        state.changedAt !== null && now.getTime() - state.changedAt.getTime() < suspensionMs;
      return { open: !suspended, suspended };
    },
    selectionWon(match, market, pick, now) {
      const state = stateAt(match, now);
      return state.status === 'finished' ? wonIn(match, state, market, pick) : null;
    },
  };
}
