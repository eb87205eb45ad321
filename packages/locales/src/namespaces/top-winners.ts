import { defineNamespace } from '../define-namespace';

export const topWinners = defineNamespace({
  tr: {
    title: 'Son Kazananlar',
    subtitle: 'Şu an kazanan oyuncular',
    listLabel: 'Son kazananlar listesi',
    wonIn: '{{game}} oyununda kazandı',
    empty: 'Henüz kazanan yok.',
  },
  en: {
    title: 'Top Winners',
    subtitle: 'Players winning right now',
    listLabel: 'Latest winners',
    wonIn: 'won in {{game}}',
    empty: 'No winners yet.',
  },
});
