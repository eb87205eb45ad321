import type { SameKeys } from '../../define-namespace';
import type { menu as tr } from '../tr/menu';

export const menu: SameKeys<typeof tr> = {
  label: 'Main menu',
  secondLabel: 'Games menu',
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
  callMe: 'Call Me Back',
  aviator: 'Aviator',
};
