import { mainMenuItems } from '../main-menu/main-menu-items';
import type { MenuItem } from '../main-menu/menu-item';

/**
 * The left panel's tiles: the main menu's sections, then 'Sizi Arayalım', which opens the
 * call-me-back form page (`/call-me`) in a new tab.
 */
export const menuPanelTiles: readonly MenuItem[] = mainMenuItems.map((item) =>
  item.id === 'callMe' ? { ...item, href: '/call-me', newTab: true } : item,
);
