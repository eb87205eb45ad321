import { localMidnight } from '../payments/financial-activities-filter-value';

/** All 0, Win 1, Bet 2 (SPEC §3). */
export type GameHistoryKind = 0 | 1 | 2;

/** The game history filters as the bar edits them: a kind and an optional range of whole days. */
export interface GameHistoryFilterValue {
  kind: GameHistoryKind;
  /** First day shown, `YYYY-MM-DD`. */
  fromDate?: string;
  /** Last day shown, `YYYY-MM-DD`; not before `fromDate`. */
  toDate?: string;
}

/** The `transaction/gamehistory` request (the contract's `GameHistoryFilter`). */
export interface GameHistoryRequest {
  kind: GameHistoryKind;
  from?: string;
  to?: string;
  skip: number;
  take: number;
}

/** No filter: bets and wins of any day. */
export const allGameHistory: GameHistoryFilterValue = { kind: 0 };

/** The `transaction/gamehistory` request for a filter value and a page (from 1). */
export function toGameHistoryFilter(
  value: GameHistoryFilterValue,
  page: number,
  pageSize: number,
): GameHistoryRequest {
  return {
    kind: value.kind,
    from: value.fromDate ? localMidnight(value.fromDate) : undefined,
    to: value.toDate ? localMidnight(value.toDate, 1) : undefined,
    skip: (page - 1) * pageSize,
    take: pageSize,
  };
}
