export type {
  GameHistoryFilterValue,
  GameHistoryKind,
  GameHistoryRequest,
} from './game-history-filter-value';
export { allGameHistory, toGameHistoryFilter } from './game-history-filter-value';
export type { GameHistoryFiltersProps } from './game-history-filters';
export { GameHistoryFilters } from './game-history-filters';
export type { GameHistoryRow, GameHistoryTableProps } from './game-history-table';
export { GameHistoryTable } from './game-history-table';
