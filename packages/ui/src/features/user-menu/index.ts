export type { BalancePockets, UserMenuProps, UserSummary } from './user-menu';
export { UserMenu } from './user-menu';
export type { UserMenuAction, UserMenuItem } from './user-menu-items';
export { userMenuItems, userMenuItemsFor } from './user-menu-items';
