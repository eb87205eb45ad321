import { defineNamespace } from '../define-namespace';

export const promotions = defineNamespace({
  tr: {
    intro: 'Size özel bonuslar ve kampanyalar. Ayrıntılar için bir promosyon seçin.',
    listLabel: 'Promosyonlar',
    details: 'Detaylar',
    empty: 'Şu anda aktif bir promosyon bulunmuyor.',
  },
  en: {
    intro: 'Bonuses and campaigns for you. Choose a promotion for the details.',
    listLabel: 'Promotions',
    details: 'Details',
    empty: 'There are no active promotions right now.',
  },
});
