export type { SessionHistoryRow, SessionHistoryTableProps } from './session-history-table';
export { SessionHistoryTable } from './session-history-table';
