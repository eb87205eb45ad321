import { type Locale, translate } from '../http';

/** The wallet's game code of sports bets (its rounds, its wins in the top winners). */
export const sportsbookGameCode = 'sportsbook';

/**
 * The name a player reads for a game code and its catalogue name (null when the catalogue has
 * none): the sportsbook's in the player's language, else the catalogue's, else the code.
 */
export function playerGameName(code: string, name: string | null, locale: Locale): string {
  // The sportsbook's name (`serverSportsbook.name`), never the code `sportsbook`.
  if (code === sportsbookGameCode) return translate(locale, 'serverSportsbook:name');
  return name ?? code;
}
