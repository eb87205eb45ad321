export const notifications = {
  title: 'Bildirimler',
  list: 'Bildirim listesi',
  loading: 'Bildirimler yükleniyor...',
  empty: 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
  unread: 'Okunmamış',
  back: 'Bildirimlere dön',
  type: {
    deposit: 'Para Yatırma',
    withdraw: 'Para Çekme',
    jackpot: 'Jackpot',
    bonus: 'Bonus',
    system: 'Sistem',
  },
};
