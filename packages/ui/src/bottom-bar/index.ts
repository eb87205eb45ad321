export type { BottomBarItemId, BottomBarProps } from './bottom-bar';
export { BottomBar, bottomBarLinks } from './bottom-bar';
