import type { Translation } from '@zar/locales';
import {
  Cherry,
  Dices,
  Gamepad2,
  Gift,
  Grid3x3,
  type LucideIcon,
  MonitorPlay,
  Radio,
  Spade,
  Trophy,
  Tv,
} from 'lucide-react';
import { paths } from '../routes/paths';

/** One entry of the main menu (SPEC §2). */
export interface MainMenuItem {
  /** Key of the translated label under `menu`. */
  label: keyof Omit<Translation['menu'], 'label'>;
  /** Route the entry opens. */
  to: string;
  /** Icon beside the label where the menu shows icons. */
  icon: LucideIcon;
}

/**
 * The main menu in SPEC order. Virtual games live in /casino/games (SPEC §2). The call-me-back
 * entry has no route; it arrives with the settings that hold its address.
 */
export const mainMenuItems: readonly MainMenuItem[] = [
  { label: 'sports', to: paths.sports, icon: Trophy },
  { label: 'liveBetting', to: paths.liveBetting, icon: Radio },
  { label: 'esports', to: paths.esports, icon: Gamepad2 },
  { label: 'casino', to: paths.casinoSlot, icon: Cherry },
  { label: 'liveCasino', to: paths.casinoLive, icon: Spade },
  { label: 'virtual', to: paths.casinoGames, icon: MonitorPlay },
  { label: 'bingo', to: paths.casinoBingo, icon: Grid3x3 },
  { label: 'games', to: paths.casinoGames, icon: Dices },
  { label: 'tvGames', to: paths.casinoTvGames, icon: Tv },
  { label: 'promotions', to: paths.promotions, icon: Gift },
];
