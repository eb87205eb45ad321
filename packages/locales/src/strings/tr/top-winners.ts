export const topWinners = {
  title: 'Son Kazananlar',
  subtitle: 'Şu an kazanan oyuncular',
  listLabel: 'Son kazananlar listesi',
  wonIn: '{{game}} ile kazandı',
  empty: 'Henüz kazanan yok.',
};
