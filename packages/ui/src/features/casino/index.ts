export type { CasinoSearchFieldProps } from './casino-search-field';
export { CasinoSearchField } from './casino-search-field';
export type { CategoryFilterOption, CategoryFilterTabsProps } from './category-filter-tabs';
export { CategoryFilterTabs } from './category-filter-tabs';
export type { GameCardGame, GameCardProps } from './game-card';
export { GameCard } from './game-card';
export type { GameFrameProps } from './game-frame';
export { GameFrame } from './game-frame';
export type { GameGridProps, GameListProps } from './game-grid';
export { GameGrid } from './game-grid';
export type {
  GameListControlsProps,
  GameListProvider,
  GameListSort,
} from './game-list-controls';
export { GameListControls, gameSortOptions } from './game-list-controls';
export type { GameModalProps } from './game-modal';
export { GameModal } from './game-modal';
export type { GamePlayerProps } from './game-player';
export { GamePlayer } from './game-player';
export type { GameRowProps } from './game-row';
export { GameRow } from './game-row';
