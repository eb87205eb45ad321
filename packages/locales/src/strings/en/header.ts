import type { SameKeys } from '../../define-namespace';
import type { header as tr } from '../tr/header';

export const header: SameKeys<typeof tr> = {
  account: 'My Account',
  deposit: 'Deposit',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  home: 'Home page',
  callMe: 'Call Me Back',
  claimBonus: 'Claim Bonus',
  promotions: 'Promotions',
  login: 'Login',
  register: 'Sign Up',
  notifications: 'Notifications',
  notificationsUnread: 'Notifications, {{count}} unread',
  balance: 'Balance: {{amount}}',
  unreadDot: 'You have unread notifications',
  userActions: 'Account actions',
  siteActions: 'Quick links',
};
