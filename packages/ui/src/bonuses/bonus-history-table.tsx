import type { BonusRequestStatus } from '@zar/api-client/contract';
import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable, cardTableRegionClass } from '../card-table/card-table';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { parseUtcTimestamp } from '../notifications/format-notification-time';
import { TablePager } from '../table-pager/table-pager';
import { bonusStatusNames } from './bonus-status-names';
import { formatBonusTime } from './format-bonus-time';

/** One of the player's bonus requests, as /dashboard/bonuses shows it. */
export interface BonusHistoryRow {
  /** The request's id. */
  id: number;
  /** The bonus's name, in the player's language. */
  name: string;
  /** The bonus in major units (lira). */
  amount: number;
  /** Processing 1, Completed 2, Cancelled 3 or Expired 4. */
  status: BonusRequestStatus;
  /** When it was requested (UTC, `Z` appended when missing). */
  createdAt: string;
  /** When it was credited, cancelled or expired; `'-'` is shown while absent (Processing). */
  settledAt?: string | null;
}

export interface BonusHistoryTableProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The bonus requests of the current page, newest first. */
  rows: readonly BonusHistoryRow[];
  /** The page is loading: a spinner takes the table's place and paging waits. Default `false`. */
  loading?: boolean;
  /** The page shown, from 1. Default `1`. */
  page?: number;
  /** Another page follows this one. Default `false`. */
  hasNextPage?: boolean;
  /** Called with the page to show when Previous or Next is pressed. */
  onPageChange?: (page: number) => void;
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
  /** IANA time zone the dates are shown in. Default the browser's. */
  timeZone?: string;
}

/**
 * The body of /dashboard/bonuses: a table of the player's bonus requests (request date, bonus,
 * amount, a Processing / Completed / Cancelled / Expired badge, settlement date), Previous and
 * Next when there is more than one page, a spinner while loading and an empty state. On narrow
 * screens the table scrolls sideways in a focusable, labelled region with the date pinned.
 */
export function BonusHistoryTable({
  rows,
  loading = false,
  page = 1,
  hasNextPage = false,
  onPageChange,
  currency = 'TRY',
  timeZone,
  className,
  ...props
}: BonusHistoryTableProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const time = (value: string | null | undefined) => (
    <time dateTime={parseUtcTimestamp(value)?.toISOString()}>
      {formatBonusTime(value, i18n.language, timeZone)}
    </time>
  );

  function body() {
    if (loading) return <LoadingIndicator label={t('bonuses.history.loading')} />;
    if (rows.length === 0) {
      return <p className="zar-bonus-history__empty">{t('bonuses.history.empty')}</p>;
    }
    return (
      <section
        className={`zar-bonus-history__scroll ${cardTableRegionClass}`}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <CardTable className="zar-bonus-history__table">
          <caption id={captionId} className="zar-bonus-history__caption">
            {t('bonuses.history.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('bonuses.history.date')}</th>
              <th scope="col">{t('bonuses.history.name')}</th>
              <th scope="col" className="zar-bonus-history__amount">
                {t('bonuses.history.amount')}
              </th>
              <th scope="col">{t('bonuses.history.status')}</th>
              <th scope="col">{t('bonuses.history.settledAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{time(row.createdAt)}</th>
                <td data-label={t('bonuses.history.name')}>{row.name}</td>
                <td className="zar-bonus-history__amount" data-label={t('bonuses.history.amount')}>
                  {formatMoney(row.amount, i18n.language, currency)}
                </td>
                <td data-label={t('bonuses.history.status')}>
                  <span
                    className="zar-bonus-history__badge"
                    data-status={bonusStatusNames[row.status]}
                  >
                    {t(`bonuses.status.${bonusStatusNames[row.status]}`)}
                  </span>
                </td>
                <td data-label={t('bonuses.history.settledAt')}>{time(row.settledAt)}</td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      </section>
    );
  }

  return (
    <div
      {...props}
      className={clsx('zar-bonus-history', className)}
      data-slot="bonus-history-table"
      aria-busy={loading || undefined}
    >
      {body()}
      <TablePager
        page={page}
        hasNextPage={hasNextPage}
        loading={loading}
        onPageChange={onPageChange}
        labels={{
          pages: t('bonuses.history.pages'),
          page: t('bonuses.history.page', { page }),
          previous: t('bonuses.history.previous'),
          next: t('bonuses.history.next'),
        }}
      />
    </div>
  );
}
