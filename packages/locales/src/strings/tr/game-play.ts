export const gamePlay = {
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
};
