import type { TFunction } from 'i18next';
import type { DataTableProps } from './data-table';
import type { TablePagerProps } from './table-pager';

/*
 * Zar's history tables read their texts from their locale section by the same names, so the four
 * say alike what they show, what is loading and what is missing. `DataTable` itself takes its
 * texts already translated.
 */

/** The locale sections with a history table's `caption`, `empty` and `loading` texts. */
export type HistoryTableTexts =
  | 'payments.activities'
  | 'bonuses.history'
  | 'dashboard.sessions'
  | 'casino.history';

/** The locale sections whose `pages`, `page`, `previous` and `next` texts name a pager. */
export type HistoryPagerTexts = Exclude<HistoryTableTexts, 'casino.history'>;

/** A history table's caption, empty state and spinner text. */
export function historyTableTexts(
  t: TFunction,
  texts: HistoryTableTexts,
): Pick<DataTableProps<unknown>, 'caption' | 'empty' | 'loadingLabel'> {
  return {
    caption: t(`${texts}.caption`),
    empty: t(`${texts}.empty`),
    loadingLabel: t(`${texts}.loading`),
  };
}

/** Where a history table is: a page, and either whether another follows or how many rows there are. */
export type HistoryPagerOptions = Pick<TablePagerProps, 'page' | 'onPageChange'> &
  (
    | { /** Another page follows this one. */ hasNextPage: boolean }
    | {
        /** How many rows match in all: the page text then says 'n of m'. */
        total: number;
        /** Rows per page. */
        pageSize: number;
      }
  );

/** A history table's `pager`, its texts read from a locale section. */
export function historyPager(
  t: TFunction,
  texts: HistoryPagerTexts,
  { page, onPageChange, ...where }: HistoryPagerOptions,
): Omit<TablePagerProps, 'loading'> {
  const pageCount =
    'total' in where ? Math.max(1, Math.ceil(where.total / where.pageSize)) : undefined;
  return {
    page,
    hasNextPage: 'total' in where ? page < (pageCount ?? 1) : where.hasNextPage,
    onPageChange,
    labels: {
      pages: t(`${texts}.pages`),
      page: t(`${texts}.page`, { page, pageCount }),
      previous: t(`${texts}.previous`),
      next: t(`${texts}.next`),
    },
  };
}
