import type { ComponentProps, ReactNode } from 'react';
import type { UiTranslate } from '../../strings/ui-strings';
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
  t: UiTranslate,
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
  t: UiTranslate,
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

/** The props every history table takes besides its rows: its state, where it is, how it shows. */
export interface HistoryTableProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The page is loading: a spinner takes the table's place and paging waits. Default `false`. */
  loading?: boolean;
  /** Why the page could not be loaded, shown in the table's place. Default none. */
  error?: ReactNode;
  /** The page shown, from 1. Default `1`. */
  page?: number;
  /** Called with the page to show when Previous or Next is pressed. */
  onPageChange?: (page: number) => void;
  /** IANA time zone the dates are shown in. Default the browser's. */
  timeZone?: string;
}

/** A history table that knows how many rows match: 'Page n of m'. */
export interface CountedHistoryTableProps extends HistoryTableProps {
  /** How many rows match the filters in all (the page's `total`). Default the rows given. */
  total?: number;
  /** Rows per page (the request's `take`). Default `20`. */
  pageSize?: number;
}

/** A history table that only knows whether another page follows. */
export interface OpenHistoryTableProps extends HistoryTableProps {
  /** Another page follows this one. Default `false`. */
  hasNextPage?: boolean;
}
