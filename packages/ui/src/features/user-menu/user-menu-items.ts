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
import { defaultUiLinks, type UiLinks } from '../../links/ui-links';
import type { MenuItem } from '../main-menu/menu-item';

/** A store action an item triggers instead of (or besides) a route. */
export type UserMenuAction = 'logout' | 'notification';

/** An entry of the profile dropdown. */
export interface UserMenuItem extends MenuItem {
  /** Store action run when chosen: `logout`, or `notification` (opens the bottom sheet). */
  action?: UserMenuAction;
}

/**
 * The account entries of SPEC §2 in order, leading to `links` (the links configuration,
 * `useUiLinks()`); Notifications is listed but hidden in the dropdown.
 */
export function userMenuItemsFor(links: UiLinks): readonly UserMenuItem[] {
  return [
    { id: 'account', labelKey: 'userMenu.account', href: links.account, icon: UserRound },
    {
      id: 'deposit',
      labelKey: 'userMenu.deposit',
      href: links.deposit,
      icon: BanknoteArrowDown,
    },
    {
      id: 'withdraw',
      labelKey: 'userMenu.withdraw',
      href: links.withdraw,
      icon: BanknoteArrowUp,
    },
    {
      id: 'financialActivities',
      labelKey: 'userMenu.financialActivities',
      href: links.financialActivities,
      icon: ReceiptText,
    },
    {
      id: 'gameHistory',
      labelKey: 'userMenu.gameHistory',
      href: links.gameHistory,
      icon: Gamepad2,
    },
    { id: 'bonuses', labelKey: 'userMenu.bonuses', href: links.bonuses, icon: Gift },
    {
      id: 'claimBonus',
      labelKey: 'userMenu.claimBonus',
      href: links.claimBonus,
      icon: Sparkles,
    },
    {
      id: 'sessionHistory',
      labelKey: 'userMenu.sessionHistory',
      href: links.sessionHistory,
      icon: Clock,
    },
    {
      id: 'responsibleGaming',
      labelKey: 'userMenu.responsibleGaming',
      href: links.responsibleGaming,
      icon: ShieldCheck,
    },
    {
      id: 'phoneVerification',
      labelKey: 'userMenu.phoneVerification',
      href: links.phoneVerification,
      icon: Smartphone,
    },
    {
      id: 'changePassword',
      labelKey: 'userMenu.changePassword',
      href: links.changePassword,
      icon: KeyRound,
    },
    { id: 'notifications', labelKey: 'userMenu.notifications', action: 'notification', icon: Bell },
    { id: 'logout', labelKey: 'userMenu.logout', action: 'logout', icon: LogOut },
  ];
}

/** The account entries with the default links (the Zar site's routes). */
export const userMenuItems: readonly UserMenuItem[] = userMenuItemsFor(defaultUiLinks);
