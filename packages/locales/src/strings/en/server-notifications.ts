import type { SameKeys } from '../../define-namespace';
import type { serverNotifications as tr } from '../tr/server-notifications';

export const serverNotifications: SameKeys<typeof tr> = {
  depositCredited: {
    title: 'Deposit credited',
    body: 'Your deposit of {{amount}} has been added to your balance.',
  },
  withdrawalApproved: {
    title: 'Withdrawal approved',
    body: 'Your withdrawal of {{amount}} was approved and the payment is on its way.',
  },
  withdrawalRejected: {
    title: 'Withdrawal rejected',
    body: 'Your withdrawal of {{amount}} was rejected; the amount is back in your balance.',
  },
  withdrawalCancelled: {
    title: 'Withdrawal cancelled',
    body: 'You cancelled your withdrawal of {{amount}}; the amount is back in your balance.',
  },
  bonusGranted: {
    title: 'Bonus granted',
    body: 'Your {{name}} of {{amount}} has been added to your bonus balance; it turns into cash once its wagering is done.',
  },
  broadcast: {
    sentToAll: 'The notification was sent to {{count}} players.',
    sentToPlayer: 'The notification was sent to {{username}}.',
    playerUnknown: 'There is no player named "{{username}}".',
    invalid:
      'Give the recipient (all or a username), a title of at most {{titleMax}} characters and a text of at most {{bodyMax}} characters.',
  },
};
