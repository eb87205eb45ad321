import type { Locale } from '../http';

/** The wallet's game code of sports bets (its rounds, its wins in the top winners). */
export const sportsbookGameCode = 'sportsbook';

/** What a player reads for the sportsbook where a game's name goes: never the code `sportsbook`. */
export const sportsbookName: Record<Locale, string> = {
  tr: 'Spor Bahisleri',
  en: 'Sports Betting',
};

/**
 * The name a player reads for a game code and its catalogue name (null when the catalogue has
 * none): the sportsbook's in the player's language, else the catalogue's, else the code.
 */
export function playerGameName(code: string, name: string | null, locale: Locale): string {
  if (code === sportsbookGameCode) return sportsbookName[locale];
  return name ?? code;
}
