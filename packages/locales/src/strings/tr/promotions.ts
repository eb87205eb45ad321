export const promotions = {
  intro: 'Size özel bonuslar ve kampanyalar. Ayrıntılar için bir promosyon seçin.',
  listLabel: 'Promosyonlar',
  details: 'Detaylar',
  empty: 'Şu anda aktif bir promosyon bulunmuyor.',
};
