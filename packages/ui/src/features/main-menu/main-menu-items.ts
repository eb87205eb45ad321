import {
  Cherry,
  Dices,
  Gamepad2,
  Gift,
  Joystick,
  Phone,
  Plane,
  Radio,
  Spade,
  Trophy,
  Tv,
  Zap,
} from 'lucide-react';
import { defaultUiLinks, type UiLinks } from '../../links/ui-links';
import type { MenuItem } from './menu-item';

/**
 * The main menu of SPEC §2, in order, leading to `links` (the links configuration, `useUiLinks()`);
 * the call-me-back entry has no route (the site handles it).
 */
export function mainMenuItemsFor(links: UiLinks): readonly MenuItem[] {
  return [
    { id: 'sports', labelKey: 'menu.sports', href: links.sports, icon: Trophy },
    { id: 'liveBetting', labelKey: 'menu.liveBetting', href: links.liveSports, icon: Radio },
    { id: 'esports', labelKey: 'menu.esports', href: links.esports, icon: Gamepad2 },
    { id: 'casino', labelKey: 'menu.casino', href: links.casino, icon: Cherry },
    { id: 'liveCasino', labelKey: 'menu.liveCasino', href: links.liveCasino, icon: Spade },
    { id: 'virtual', labelKey: 'menu.virtual', href: links.virtualGames, icon: Zap },
    { id: 'bingo', labelKey: 'menu.bingo', href: links.bingo, icon: Dices },
    { id: 'games', labelKey: 'menu.games', href: links.games, icon: Joystick },
    { id: 'tvGames', labelKey: 'menu.tvGames', href: links.tvGames, icon: Tv },
    { id: 'promotions', labelKey: 'menu.promotions', href: links.promotions, icon: Gift },
    { id: 'callMe', labelKey: 'menu.callMe', icon: Phone },
  ];
}

/**
 * The second menu: the main menu's game sections plus Aviator, which the site opens by searching.
 */
export function secondMenuItemsFor(links: UiLinks): readonly MenuItem[] {
  return [
    ...mainMenuItemsFor(links).filter((item) => item.id !== 'callMe'),
    { id: 'aviator', labelKey: 'menu.aviator', icon: Plane },
  ];
}

/** The main menu with the default links (the Zar site's routes). */
export const mainMenuItems: readonly MenuItem[] = mainMenuItemsFor(defaultUiLinks);

/** The second menu with the default links (the Zar site's routes). */
export const secondMenuItems: readonly MenuItem[] = secondMenuItemsFor(defaultUiLinks);
