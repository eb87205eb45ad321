import { TransactionKind, type TransactionStatus } from '@zar/api-client';

/**
 * The filters of /dashboard/financial-activities as the filter bar edits them: a kind, an
 * optional status, and an optional date range of whole days as the date inputs give them
 * (`YYYY-MM-DD`, both days included).
 */
export interface FinancialActivitiesFilterValue {
  /** All 0, Deposit 1 or Withdraw 2. */
  kind: TransactionKind;
  /** Only activities in this status; every status when absent. */
  status?: TransactionStatus;
  /** First day shown, `YYYY-MM-DD`. */
  fromDate?: string;
  /** Last day shown, `YYYY-MM-DD`; not before `fromDate`. */
  toDate?: string;
}

/**
 * The `payment/history` request of a filter value and a page, the contract's
 * `FinancialActivityFilter`: instants are ISO 8601, `to` exclusive.
 */
export interface FinancialActivitiesRequest {
  kind: TransactionKind;
  status?: TransactionStatus;
  from?: string;
  to?: string;
  skip: number;
  take: number;
}

/** No filter: every kind, every status, any date. */
export const allFinancialActivities: FinancialActivitiesFilterValue = {
  kind: TransactionKind.All,
};

/** Whether the range is usable: `toDate` is not before `fromDate` (an open end always is). */
export function isDateRangeValid({
  fromDate,
  toDate,
}: Pick<FinancialActivitiesFilterValue, 'fromDate' | 'toDate'>): boolean {
  return !fromDate || !toDate || toDate >= fromDate;
}

/** Whether two filter values select the same activities. */
export function sameFilterValue(
  a: FinancialActivitiesFilterValue,
  b: FinancialActivitiesFilterValue,
): boolean {
  return (
    a.kind === b.kind && a.status === b.status && a.fromDate === b.fromDate && a.toDate === b.toDate
  );
}

/** The start of a `YYYY-MM-DD` day in the browser's time zone, `days` later, as an ISO instant. */
export function localMidnight(date: string, days = 0): string {
  const midnight = new Date(`${date}T00:00:00`);
  midnight.setDate(midnight.getDate() + days);
  return midnight.toISOString();
}

/**
 * The `payment/history` request for a filter value and a page (from 1): the range becomes the
 * local midnight of the first day (inclusive) and of the day after the last (exclusive).
 */
export function toFinancialActivityFilter(
  value: FinancialActivitiesFilterValue,
  page: number,
  pageSize: number,
): FinancialActivitiesRequest {
  return {
    kind: value.kind,
    status: value.status,
    from: value.fromDate ? localMidnight(value.fromDate) : undefined,
    to: value.toDate ? localMidnight(value.toDate, 1) : undefined,
    skip: (page - 1) * pageSize,
    take: pageSize,
  };
}
