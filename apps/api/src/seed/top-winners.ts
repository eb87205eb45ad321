import type { Insertable } from 'kysely';
import { catalogueGames } from '../casino/game-catalogue';
import type { TopWinnerTable } from '../content/content-tables';

/** The catalogue's games by code: a winner's game has the one name the lobby shows. */
const catalogue = new Map(catalogueGames().map((game) => [game.code, game]));

const casinoGames = [
  'sweet-bonanza',
  'gates-of-olympus',
  '40-burning-hot',
  'zar-rulet',
  'aviator',
  'shining-crown',
  'big-bass-bonanza',
  'zar-roket',
  'zar-slot',
  'sugar-rush',
  'starburst',
  'mega-tombala',
];

const liveGames = [
  'lightning-roulette',
  'crazy-time',
  'turkce-blackjack',
  'speed-baccarat',
  'turkce-rulet',
  'blackjack-vip',
];

const firstNames = [
  'Ahmet',
  'Mehmet',
  'Ayşe',
  'Fatma',
  'Mustafa',
  'Emine',
  'Hüseyin',
  'Zeynep',
  'Can',
  'Elif',
  'Burak',
  'Selin',
  'Okan',
  'Gökhan',
  'Şule',
  'Özge',
  'İlkay',
  'Cem',
  'Derya',
  'Kemal',
];

/** A player's name as the widget shows it: the first two letters, then stars (`Ah***`). */
export function maskPlayerName(name: string): string {
  return `${[...name].slice(0, 2).join('')}***`;
}

function winners(codes: string[], count: number, isLive: boolean, seed: number) {
  const now = Date.now();
  return Array.from({ length: count }, (_, index): Insertable<TopWinnerTable> => {
    const code = codes[(index * 5 + seed) % codes.length] as string;
    const game = catalogue.get(code)?.name;
    if (!game) throw new Error(`A top winner's game ${code} is not in the catalogue`);
    const name = firstNames[(index * 7 + seed) % firstNames.length] as string;
    // Big wins first, trailing off: 98.450,00 ₺ down to a few hundred lira, in kuruş.
    const lira = Math.round(98_450 * 0.88 ** index + ((index * 37 + seed) % 90) * 10);
    const kurus = ((index * 53 + seed) % 4) * 25;
    return {
      image: `/media/games/${code}.svg`,
      game,
      game_code: code,
      name: maskPlayerName(name),
      amount_minor: BigInt(lira * 100 + kurus),
      currency_symbol: '₺',
      is_live: isLive,
      won_at: new Date(now - index * 11 * 60_000),
    };
  });
}

/** 40 casino and 12 live-casino wins for the top-winners widget. */
export const topWinnerSeed: Insertable<TopWinnerTable>[] = [
  ...winners(casinoGames, 40, false, 0),
  ...winners(liveGames, 12, true, 3),
];
