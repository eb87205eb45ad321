export type { MainMenuProps } from './main-menu';
export { MainMenu } from './main-menu';
export {
  mainMenuItems,
  mainMenuItemsFor,
  secondMenuItems,
  secondMenuItemsFor,
} from './main-menu-items';
export type { MenuIcon, MenuItem } from './menu-item';
export { findActiveMenuItem, menuItemTitle } from './menu-item';
