import type { SameKeys } from '../../define-namespace';
import type { celebration as tr } from '../tr/celebration';

export const celebration: SameKeys<typeof tr> = {
  title: 'Congratulations!',
  welcome: 'Your account has been created. Welcome aboard.',
  bonusOffer: 'A trial bonus of {{amount}} is waiting for you. Would you like to claim it now?',
  bonusClaimed: 'Your trial bonus of {{amount}} has been added to your account. Have fun!',
  noBonus: 'Make your first deposit and start playing; live support is here for any questions.',
  claim: 'Yes',
  claimLater: 'If you don’t claim it now, your bonus waits for you on the Claim Bonus page.',
  deposit: 'Deposit',
  liveChat: 'Live Chat',
};
