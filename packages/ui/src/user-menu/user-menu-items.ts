import {
  BanknoteArrowDown,
  BanknoteArrowUp,
  Bell,
  Clock,
  Gamepad2,
  Gift,
  KeyRound,
  LogOut,
  ReceiptText,
  ShieldCheck,
  Smartphone,
  Sparkles,
  UserRound,
} from 'lucide-react';
import type { MenuItem } from '../main-menu/menu-item';

/** A store action an item triggers instead of (or besides) a route. */
export type UserMenuAction = 'logout' | 'notification';

/** An entry of the profile dropdown. */
export interface UserMenuItem extends MenuItem {
  /** Store action run when chosen: `logout`, or `notification` (opens the bottom sheet). */
  action?: UserMenuAction;
}

/** The account entries of SPEC §2 in order; Notifications is listed but hidden in the dropdown. */
export const userMenuItems: readonly UserMenuItem[] = [
  { id: 'account', labelKey: 'userMenu.account', href: '/dashboard/account', icon: UserRound },
  {
    id: 'deposit',
    labelKey: 'userMenu.deposit',
    href: '/dashboard/deposit',
    icon: BanknoteArrowDown,
  },
  {
    id: 'withdraw',
    labelKey: 'userMenu.withdraw',
    href: '/dashboard/withdraw',
    icon: BanknoteArrowUp,
  },
  {
    id: 'financialActivities',
    labelKey: 'userMenu.financialActivities',
    href: '/dashboard/financial-activities',
    icon: ReceiptText,
  },
  {
    id: 'gameHistory',
    labelKey: 'userMenu.gameHistory',
    href: '/dashboard/game-history',
    icon: Gamepad2,
  },
  { id: 'bonuses', labelKey: 'userMenu.bonuses', href: '/dashboard/bonuses', icon: Gift },
  {
    id: 'claimBonus',
    labelKey: 'userMenu.claimBonus',
    href: '/dashboard/claim-bonus',
    icon: Sparkles,
  },
  {
    id: 'sessionHistory',
    labelKey: 'userMenu.sessionHistory',
    href: '/dashboard/session-history',
    icon: Clock,
  },
  {
    id: 'responsibleGaming',
    labelKey: 'userMenu.responsibleGaming',
    href: '/dashboard/responsible-gaming',
    icon: ShieldCheck,
  },
  {
    id: 'phoneVerification',
    labelKey: 'userMenu.phoneVerification',
    href: '/dashboard/phone-verification',
    icon: Smartphone,
  },
  {
    id: 'changePassword',
    labelKey: 'userMenu.changePassword',
    href: '/dashboard/change-password',
    icon: KeyRound,
  },
  { id: 'notifications', labelKey: 'userMenu.notifications', action: 'notification', icon: Bell },
  { id: 'logout', labelKey: 'userMenu.logout', action: 'logout', icon: LogOut },
];
