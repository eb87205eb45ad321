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
import type { MenuItem } from './menu-item';

/** The main menu of SPEC §2, in order; the call-me-back entry has no route (the site handles it). */
export const mainMenuItems: readonly MenuItem[] = [
  { id: 'sports', labelKey: 'menu.sports', href: '/spor', icon: Trophy },
  { id: 'liveBetting', labelKey: 'menu.liveBetting', href: '/livespor', icon: Radio },
  { id: 'esports', labelKey: 'menu.esports', href: '/esports', icon: Gamepad2 },
  { id: 'casino', labelKey: 'menu.casino', href: '/casino/slot', icon: Cherry },
  { id: 'liveCasino', labelKey: 'menu.liveCasino', href: '/casino/live', icon: Spade },
  { id: 'virtual', labelKey: 'menu.virtual', href: '/casino/virtual', icon: Zap },
  { id: 'bingo', labelKey: 'menu.bingo', href: '/casino/bingo', icon: Dices },
  { id: 'games', labelKey: 'menu.games', href: '/casino/games', icon: Joystick },
  { id: 'tvGames', labelKey: 'menu.tvGames', href: '/casino/tvbets', icon: Tv },
  { id: 'promotions', labelKey: 'menu.promotions', href: '/promotions', icon: Gift },
  { id: 'callMe', labelKey: 'menu.callMe', icon: Phone },
];

/** The second menu: the main menu's game sections plus Aviator, which the site opens by searching. */
export const secondMenuItems: readonly MenuItem[] = [
  ...mainMenuItems.filter((item) => item.id !== 'callMe'),
  { id: 'aviator', labelKey: 'menu.aviator', icon: Plane },
];
