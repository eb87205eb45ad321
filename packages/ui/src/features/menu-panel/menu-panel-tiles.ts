import { defaultUiLinks, type UiLinks } from '../../links/ui-links';
import { mainMenuItemsFor } from '../main-menu/main-menu-items';
import type { MenuItem } from '../main-menu/menu-item';

/**
 * The left panel's tiles, leading to `links` (the links configuration, `useUiLinks()`): the main
 * menu's sections, then 'Sizi Arayalım', which opens the call-me-back form page (`links.callMe`)
 * in a new tab.
 */
export function menuPanelTilesFor(links: UiLinks): readonly MenuItem[] {
  return mainMenuItemsFor(links).map((item) =>
    item.id === 'callMe' ? { ...item, href: links.callMe, newTab: true } : item,
  );
}

/** The left panel's tiles with the default links (the Zar site's routes). */
export const menuPanelTiles: readonly MenuItem[] = menuPanelTilesFor(defaultUiLinks);
