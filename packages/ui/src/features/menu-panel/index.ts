export type { MenuPanelProps } from './menu-panel';
export { MenuPanel } from './menu-panel';
export { menuPanelTiles, menuPanelTilesFor } from './menu-panel-tiles';
