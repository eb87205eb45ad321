import type { Insertable } from 'kysely';
import type { CasinoCategoryTable } from '../casino/casino-tables';

/**
 * The casino lobby sections; `slug_list` names the site sections they are listed in, as the
 * site's routes spell them (`casino/slot`, `casino/live`, `casino/games`, `casino/bingo`,
 * `casino/tvbets`; virtual sports also carry `casino/virtual`).
 */
export const casinoCategorySeed: Insertable<CasinoCategoryTable>[] = [
  ['Popüler', 'Popular', 'popular', ['casino/slot']],
  ['Yeni Oyunlar', 'New Games', 'new', ['casino/slot', 'casino/games']],
  ['Slot', 'Slots', 'slot', ['casino/slot']],
  ['Jackpot', 'Jackpots', 'jackpot', ['casino/slot']],
  ['Canlı Rulet', 'Live Roulette', 'live-roulette', ['casino/live']],
  ['Canlı Blackjack', 'Live Blackjack', 'live-blackjack', ['casino/live']],
  ['Canlı Poker', 'Live Poker', 'live-poker', ['casino/live']],
  ['Canlı Bakara', 'Live Baccarat', 'live-baccarat', ['casino/live']],
  ['Canlı Krupiye', 'Live Dealer', 'live-dealer', ['casino/live']],
  ['Crash Oyunları', 'Crash Games', 'crash', ['casino/games']],
  ['Masa Oyunları', 'Table Games', 'table-games', ['casino/games']],
  ['Sanal Sporlar', 'Virtual Sports', 'virtual-sports', ['casino/virtual', 'casino/games']],
  ['Tombala', 'Bingo', 'bingo', ['casino/bingo']],
  ['TV Oyunları', 'TV Games', 'tv-games', ['casino/tvbets']],
].map(([nameTr, nameEn, icon, slugs], index) => ({
  name_tr: nameTr as string,
  name_en: nameEn as string,
  image_url: `/media/categories/${icon}.svg`,
  slug_list: slugs as string[],
  sort: (index + 1) * 10,
}));
