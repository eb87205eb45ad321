export type { BottomBarItemId, BottomBarProps } from './bottom-bar';
export { BottomBar, bottomBarLinks, bottomBarLinksFor } from './bottom-bar';
