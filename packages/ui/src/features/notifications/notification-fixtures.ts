import { NotificationType } from '@zar/api-client';
import type { NotificationItem } from './notification-type';

/**
 * Notifications for stories and tests, newest first: one of every type, unread and read, and one
 * without a timestamp. Timestamps are UTC without a zone designator, as the API sends them.
 */
export const sampleNotifications: readonly NotificationItem[] = [
  {
    id: 105,
    type: NotificationType.Deposit,
    title: 'Para yatırma onaylandı',
    note: '₺250,00 tutarındaki Papara yatırımınız hesabınıza eklendi. İyi eğlenceler!',
    timeStamp: '2026-11-22T11:05:00',
    isRead: false,
  },
  {
    id: 104,
    type: NotificationType.Bonus,
    title: 'Hoş geldin bonusunuz tanımlandı',
    note: '₺500,00 deneme bonusu hesabınıza tanımlandı. Bonus, çevrim şartları tamamlanana kadar bonus bakiyenizde kalır ve 7 gün içinde kullanılmalıdır. Ayrıntılar için Bonuslarım sayfasına göz atın.',
    timeStamp: '2026-11-21T18:30:00',
    isRead: false,
  },
  {
    id: 103,
    type: NotificationType.Withdraw,
    title: 'Para çekme talebiniz onaylandı',
    note: '₺1.000,00 tutarındaki banka havalesi talebiniz onaylandı ve gönderildi.',
    timeStamp: '2026-11-20T08:45:00',
    isRead: true,
  },
  {
    id: 102,
    type: NotificationType.Jackpot,
    title: 'Jackpot kazandınız!',
    note: 'Zar Meyveleri oyununda ₺12.500,50 jackpot kazandınız. Tebrikler!',
    timeStamp: '2026-11-18T21:10:00',
    isRead: true,
  },
  {
    id: 101,
    type: NotificationType.System,
    title: 'Planlı bakım',
    note: 'Sistemimiz 25 Kasım 03:00 ile 04:00 arasında bakımda olacaktır.',
    timeStamp: null,
    isRead: true,
  },
];
