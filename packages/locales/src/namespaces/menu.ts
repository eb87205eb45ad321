import { defineNamespace } from '../define-namespace';

export const menu = defineNamespace({
  tr: {
    label: 'Ana menü',
    sports: 'Spor',
    liveBetting: 'Canlı Bahis',
    esports: 'E-Spor',
    casino: 'Casino',
    liveCasino: 'Canlı Casino',
    virtual: 'Sanal',
    bingo: 'Bingo',
    games: 'Oyunlar',
    tvGames: 'TV Oyunları',
    promotions: 'Promosyonlar',
  },
  en: {
    label: 'Main menu',
    sports: 'Sports',
    liveBetting: 'Live Betting',
    esports: 'E-sports',
    casino: 'Casino',
    liveCasino: 'Live Casino',
    virtual: 'Virtual',
    bingo: 'Bingo',
    games: 'Games',
    tvGames: 'TV Games',
    promotions: 'Promotions',
  },
});
