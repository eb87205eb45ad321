export const bottomBar = {
  label: 'Hızlı erişim',
  deposit: 'Para Yatır',
  sports: 'Spor',
  support: 'Destek',
  liveCasino: 'C. Casino',
  promotions: 'Promosyon',
};
