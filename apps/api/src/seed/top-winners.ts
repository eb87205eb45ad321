import type { Insertable } from 'kysely';
import type { TopWinnerTable } from '../db';

const casinoGames: Array<[string, string]> = [
  ['sweet-bonanza', 'Sweet Bonanza'],
  ['gates-of-olympus', 'Gates of Olympus'],
  ['40-burning-hot', '40 Burning Hot'],
  ['book-of-dead', 'Book of Dead'],
  ['aviator', 'Aviator'],
  ['shining-crown', 'Shining Crown'],
  ['big-bass-bonanza', 'Big Bass Bonanza'],
  ['zar-roket', 'Zar Roket'],
  ['zar-slot', 'Zar Slot'],
  ['sugar-rush', 'Sugar Rush'],
  ['starburst', 'Starburst'],
  ['mega-tombala', 'Mega Tombala'],
];

const liveGames: Array<[string, string]> = [
  ['lightning-roulette', 'Lightning Roulette'],
  ['crazy-time', 'Crazy Time'],
  ['turkce-blackjack', 'Türkçe Blackjack'],
  ['speed-baccarat', 'Speed Baccarat'],
  ['turkce-rulet', 'Türkçe Rulet'],
  ['zar-rulet', 'Zar Rulet'],
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

function winners(games: Array<[string, string]>, count: number, isLive: boolean, seed: number) {
  const now = Date.now();
  return Array.from({ length: count }, (_, index): Insertable<TopWinnerTable> => {
    const [code, game] = games[(index * 5 + seed) % games.length] as [string, string];
    const name = firstNames[(index * 7 + seed) % firstNames.length] as string;
    // Big wins first, trailing off: 98.450,00 ₺ down to a few hundred lira, in kuruş.
    const lira = Math.round(98_450 * 0.88 ** index + ((index * 37 + seed) % 90) * 10);
    const kurus = ((index * 53 + seed) % 4) * 25;
    return {
      image: `/media/games/${code}.svg`,
      game,
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
