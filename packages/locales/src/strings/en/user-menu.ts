import type { SameKeys } from '../../define-namespace';
import type { userMenu as tr } from '../tr/user-menu';

export const userMenu: SameKeys<typeof tr> = {
  label: 'Account menu',
  userCode: 'User code: {{code}}',
  balance: 'Balance',
  cash: 'Cash',
  bonus: 'Bonus',
  account: 'My Account',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  financialActivities: 'Financial Activities',
  gameHistory: 'Game History',
  bonuses: 'My Bonuses',
  claimBonus: 'Claim Bonus',
  sessionHistory: 'Session History',
  responsibleGaming: 'Responsible Gaming',
  changePassword: 'Change Password',
  phoneVerification: 'Phone Verification',
  notifications: 'Notifications',
  logout: 'Logout',
};
