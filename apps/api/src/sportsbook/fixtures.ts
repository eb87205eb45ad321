import { createHash } from 'node:crypto';

/**
 * The demo sportsbook's fixtures: generated for any day from the day and a number, so every
 * process agrees on them without storing them, and the pages are never empty. Fixtures and their
 * opening odds are public; a match's course (its scoring events) is not: it follows from the id
 * and the server's secret (`markets.ts`). Matches run faster than real ones: a football match
 * lasts 30 minutes of wall time.
 */

export type Sport = 'football' | 'basketball' | 'tennis' | 'esports';

export interface SportRules {
  /** Minutes of play the clock shows. */
  matchMinutes: number;
  /** Wall-clock minutes a match takes. */
  realMinutes: number;
  /** Minutes between kickoffs of this sport through the day. */
  everyMinutes: number;
  /** First kickoff after midnight UTC, in minutes. */
  offsetMinutes: number;
  /** Whether a draw is a result (football only). */
  draws: boolean;
  /** Total line of the over/under market and handicap line for the home side. */
  totalLine: number;
  handicapLine: number;
}

export const sportRules: Record<Sport, SportRules> = {
  football: {
    matchMinutes: 90,
    realMinutes: 30,
    everyMinutes: 20,
    offsetMinutes: 0,
    draws: true,
    totalLine: 2.5,
    handicapLine: -1.5,
  },
  basketball: {
    matchMinutes: 40,
    realMinutes: 24,
    everyMinutes: 20,
    offsetMinutes: 7,
    draws: false,
    totalLine: 160.5,
    handicapLine: -5.5,
  },
  tennis: {
    matchMinutes: 120,
    realMinutes: 30,
    everyMinutes: 30,
    offsetMinutes: 12,
    draws: false,
    totalLine: 2.5,
    handicapLine: -1.5,
  },
  esports: {
    matchMinutes: 120,
    realMinutes: 30,
    everyMinutes: 20,
    offsetMinutes: 4,
    draws: false,
    totalLine: 2.5,
    handicapLine: -1.5,
  },
};

const leagues: Record<Sport, Array<{ tr: string; en: string; teams: string[]; game?: string }>> = {
  football: [
    {
      tr: 'Türkiye Süper Lig',
      en: 'Turkish Super League',
      teams: [
        'Galatasaray',
        'Fenerbahçe',
        'Beşiktaş',
        'Trabzonspor',
        'Başakşehir',
        'Samsunspor',
        'Göztepe',
        'Eyüpspor',
        'Konyaspor',
        'Kasımpaşa',
        'Alanyaspor',
        'Antalyaspor',
      ],
    },
    {
      tr: 'İngiltere Premier Lig',
      en: 'English Premier League',
      teams: [
        'Arsenal',
        'Chelsea',
        'Liverpool',
        'Man City',
        'Man Utd',
        'Tottenham',
        'Newcastle',
        'Aston Villa',
        'Brighton',
        'West Ham',
      ],
    },
  ],
  basketball: [
    {
      tr: 'Basketbol Süper Ligi',
      en: 'Turkish Basketball Super League',
      teams: [
        'Anadolu Efes',
        'Fenerbahçe Beko',
        'Galatasaray',
        'Beşiktaş',
        'Türk Telekom',
        'Karşıyaka',
        'Tofaş',
        'Bahçeşehir',
      ],
    },
    {
      tr: 'EuroLeague',
      en: 'EuroLeague',
      teams: [
        'Real Madrid',
        'Barcelona',
        'Olympiacos',
        'Panathinaikos',
        'Monaco',
        'Partizan',
        'Maccabi',
        'Virtus',
      ],
    },
  ],
  tennis: [
    {
      tr: 'ATP Turu',
      en: 'ATP Tour',
      teams: [
        'Sinner J.',
        'Alcaraz C.',
        'Zverev A.',
        'Medvedev D.',
        'Fritz T.',
        'Rune H.',
        'Ruud C.',
        'De Minaur A.',
      ],
    },
    {
      tr: 'WTA Turu',
      en: 'WTA Tour',
      teams: [
        'Sabalenka A.',
        'Swiatek I.',
        'Gauff C.',
        'Rybakina E.',
        'Pegula J.',
        'Zheng Q.',
        'Paolini J.',
        'Navarro E.',
      ],
    },
  ],
  esports: [
    {
      tr: 'CS2 Pro Ligi',
      en: 'CS2 Pro League',
      game: 'CS2',
      teams: ['Eternal Fire', 'NAVI', 'Vitality', 'FaZe', 'G2', 'Spirit', 'MOUZ', 'Heroic'],
    },
    {
      tr: 'Dota 2 Şampiyonası',
      en: 'Dota 2 Championship',
      game: 'Dota 2',
      teams: ['Team Liquid', 'Gaimin Gladiators', 'Tundra', 'Team Falcons', 'BetBoom', 'Xtreme'],
    },
    {
      tr: 'LoL Avrupa Ligi',
      en: 'LoL European League',
      game: 'LoL',
      teams: ['G2 Esports', 'Fnatic', 'MAD Lions', 'Team BDS', 'SK Gaming', 'Rogue'],
    },
  ],
};

export interface Match {
  /** `<sport>-<YYYYMMDD>-<n>`. */
  id: string;
  sport: Sport;
  league: { tr: string; en: string };
  /** CS2, Dota 2 or LoL for e-sports. */
  game: string | null;
  home: string;
  away: string;
  kickoff: Date;
  /** Relative strengths, home first: they set the odds and the chances the course is drawn with. */
  strength: [number, number];
}

/** Numbers in [0, 1) that follow from a text: the same text, the same numbers, for anyone. */
export function seededRandom(text: string): () => number {
  let state = createHash('sha256').update(text).digest().readUInt32BE(0) || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const sports = Object.keys(sportRules) as Sport[];

function dayKey(day: Date): string {
  return day.toISOString().slice(0, 10).replace(/-/g, '');
}

/** The match with this number on this day (UTC) of this sport, or null past the day's end. */
function matchOn(sport: Sport, key: string, index: number): Match | null {
  const rules = sportRules[sport];
  const minute = rules.offsetMinutes + index * rules.everyMinutes;
  if (index < 0 || minute >= 24 * 60) return null;
  const random = seededRandom(`${sport}-${key}-${index}`);
  const sportLeagues = leagues[sport];
  const league = sportLeagues[Math.floor(random() * sportLeagues.length)] ?? sportLeagues[0];
  if (!league) return null;
  const homeIndex = Math.floor(random() * league.teams.length);
  const awayIndex =
    (homeIndex + 1 + Math.floor(random() * (league.teams.length - 1))) % league.teams.length;
  const kickoff = new Date(
    Date.UTC(
      Number(key.slice(0, 4)),
      Number(key.slice(4, 6)) - 1,
      Number(key.slice(6, 8)),
      0,
      minute,
    ),
  );
  return {
    id: `${sport}-${key}-${index}`,
    sport,
    league: { tr: league.tr, en: league.en },
    game: league.game ?? null,
    home: league.teams[homeIndex] ?? 'Ev sahibi',
    away: league.teams[awayIndex] ?? 'Deplasman',
    kickoff,
    strength: [0.8 + random() * 0.8, 0.6 + random() * 0.8],
  };
}

/** The match of an id, or null when the id names none. */
export function findMatch(id: string): Match | null {
  const parsed = /^(football|basketball|tennis|esports)-(\d{8})-(\d{1,3})$/.exec(id);
  if (!parsed) return null;
  const [, sport, key, index] = parsed as unknown as [string, Sport, string, string];
  return matchOn(sport, key, Number(index));
}

/** Every match whose kickoff lies in [from, to), by kickoff. */
export function matchesBetween(from: Date, to: Date, sport?: Sport): Match[] {
  const found: Match[] = [];
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (; day < to; day.setUTCDate(day.getUTCDate() + 1)) {
    const key = dayKey(day);
    for (const each of sport ? [sport] : sports) {
      for (let index = 0; ; index += 1) {
        const match = matchOn(each, key, index);
        if (!match) break;
        if (match.kickoff >= from && match.kickoff < to) found.push(match);
      }
    }
  }
  return found.sort(
    (a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id.localeCompare(b.id),
  );
}
