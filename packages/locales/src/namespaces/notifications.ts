import { defineNamespace } from '../define-namespace';

export const notifications = defineNamespace({
  tr: {
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
  },
  en: {
    title: 'Notifications',
    list: 'Notification list',
    loading: 'Loading notifications...',
    empty: 'When you have a new notification, you will see it here.',
    unread: 'Unread',
    back: 'Back to notifications',
    type: {
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      jackpot: 'Jackpot',
      bonus: 'Bonus',
      system: 'System',
    },
  },
});
