export type { MenuPanelProps } from './menu-panel';
export { MenuPanel } from './menu-panel';
export { menuPanelTiles } from './menu-panel-tiles';
