import { ApiError, type LocalisedText } from '../http';

/** What the casino calls say, in both languages. */
export const casinoMessages = {
  gameMissing: {
    tr: 'Bu oyun bulunamadı veya şu anda açılamıyor.',
    en: 'This game was not found or cannot be opened right now.',
  },
  favoriteAdded: { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  favoriteRemoved: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
} satisfies Record<string, LocalisedText>;

/** A game that is not in the catalogue, or not under the provider whose call was made. */
export function gameMissing(): ApiError {
  return new ApiError({ status: 400, code: 'game_missing', text: casinoMessages.gameMissing });
}
