import { defineNamespace } from '../define-namespace';

export const gamePlay = defineNamespace({
  tr: {
    favoriteAdded: 'Favorilere eklendi',
    favoriteRemoved: 'Favorilerden çıkarıldı',
    reloading: 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
    cannotOpen: 'Bu oyun şu anda açılamıyor.',
    notFound: 'Oyun bulunamadı.',
    favorites: 'Favorilerim',
    recent: 'Son Oynananlar',
    searchResults: '"{{query}}" için sonuçlar',
    frameTitle: '{{name}} oyunu',
    backToLobby: 'Lobiye dön',
  },
  en: {
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
  },
});
