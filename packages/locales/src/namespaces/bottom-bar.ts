import { defineNamespace } from '../define-namespace';

export const bottomBar = defineNamespace({
  tr: {
    label: 'Hızlı erişim',
    deposit: 'Para Yatır',
    sports: 'Spor',
    support: 'Destek',
    liveCasino: 'C. Casino',
    promotions: 'Promosyon',
  },
  en: {
    label: 'Quick access',
    deposit: 'Deposit',
    sports: 'Sports',
    support: 'Support',
    liveCasino: 'L.Casino',
    promotions: 'Promotions',
  },
});
