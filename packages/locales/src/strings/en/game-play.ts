import type { SameKeys } from '../../define-namespace';
import type { gamePlay as tr } from '../tr/game-play';

export const gamePlay: SameKeys<typeof tr> = {
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  reloading: 'Game will be reloaded. Please wait...',
  cannotOpen: 'This game cannot be opened right now.',
  notFound: 'Game not found.',
  favorites: 'My favorites',
  recent: 'Recently played',
  searchResults: 'Results for "{{query}}"',
  frameTitle: '{{name}} game',
  backToLobby: 'Back to the lobby',
};
