import type { SameKeys } from '../../define-namespace';
import type { notifications as tr } from '../tr/notifications';

export const notifications: SameKeys<typeof tr> = {
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
};
