import type { SameKeys } from '../../define-namespace';
import type { serverCasino as tr } from '../tr/server-casino';

export const serverCasino: SameKeys<typeof tr> = {
  gameMissing: 'This game was not found or cannot be opened right now.',
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
};
