/** What the casino calls answer; server only. */
export const serverCasino = {
  gameMissing: 'Bu oyun bulunamadı veya şu anda açılamıyor.',
  favoriteAdded: 'Favorilere eklendi',
  favoriteRemoved: 'Favorilerden çıkarıldı',
};
