import {
  type FinancialActivity,
  TransactionKind,
  TransactionStatus,
} from '@zar/api-client/contract';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { CardTable, cardTableRegionClass } from '../card-table/card-table';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { formatSessionTime } from '../session-history/format-session-time';
import { TablePager } from '../table-pager/table-pager';
import { formatActivityAmount } from './activity-amount';
import { transactionKindNames, transactionStatusNames } from './transaction-names';

export interface FinancialActivitiesTableProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The deposits and withdrawals of the current page, newest first (`payment/history`). */
  items: readonly FinancialActivity[];
  /** The page is loading: a spinner takes the table's place and paging waits. Default `false`. */
  loading?: boolean;
  /** The page shown, from 1. Default `1`. */
  page?: number;
  /** How many activities match the filters in all (the page's `total`). Default `items.length`. */
  total?: number;
  /** Activities per page (the request's `take`). Default `20`. */
  pageSize?: number;
  /** Called with the page to show when Previous or Next is pressed. */
  onPageChange?: (page: number) => void;
  /** IANA time zone the dates are shown in. Default the browser's. */
  timeZone?: string;
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
  /**
   * Called when the player cancels a pending withdrawal; without it no row offers the button.
   * Each pending withdrawal then shows a 'Cancel' button in its row.
   */
  onCancelWithdrawal?: (activity: FinancialActivity) => void;
  /** The id of the withdrawal being cancelled: its button shows loading. Default none. */
  cancellingId?: number | null;
}

/** True for a withdrawal the player may still take back: one no operator decided yet. */
export function isCancellableWithdrawal(activity: FinancialActivity): boolean {
  return (
    activity.kind === TransactionKind.Withdraw && activity.status === TransactionStatus.Pending
  );
}

/**
 * The list of /dashboard/financial-activities: date, type (with an arrow icon), method, signed
 * amount (deposits green with a plus, withdrawals red with a minus) and a status badge, in the
 * active language; 'Page n of m' with Previous and Next when there is more than one page, a
 * spinner while loading and 'No data found' when nothing matches. A pending withdrawal has a
 * Cancel button when `onCancelWithdrawal` is given. Below 64em every row is a card
 * (`CardTable`), so no column hides off-screen.
 */
export function FinancialActivitiesTable({
  items,
  loading = false,
  page = 1,
  total = items.length,
  pageSize = 20,
  onPageChange,
  timeZone,
  currency = 'TRY',
  onCancelWithdrawal,
  cancellingId = null,
  className,
  ...props
}: FinancialActivitiesTableProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const actions = onCancelWithdrawal !== undefined && items.some(isCancellableWithdrawal);

  function row(activity: FinancialActivity) {
    const deposit = activity.kind === TransactionKind.Deposit;
    const KindIcon = deposit ? ArrowUp : ArrowDown;
    return (
      <tr key={activity.id}>
        <th scope="row">
          <time dateTime={activity.createdAt}>
            {formatSessionTime(activity.createdAt, i18n.language, timeZone)}
          </time>
        </th>
        <td data-label={t('payments.activities.type')}>
          <span className="zar-activities__kind" data-kind={deposit ? 'deposit' : 'withdraw'}>
            <KindIcon aria-hidden="true" size={16} />
            {t(`payments.kind.${transactionKindNames[activity.kind]}`)}
          </span>
        </td>
        <td data-label={t('payments.activities.method')}>{activity.methodName}</td>
        <td
          className="zar-activities__amount"
          data-kind={deposit ? 'deposit' : 'withdraw'}
          data-label={t('payments.activities.amount')}
        >
          {formatActivityAmount(activity, i18n.language, currency)}
        </td>
        <td data-label={t('payments.activities.status')}>
          <span
            className="zar-activities__badge"
            data-status={transactionStatusNames[activity.status]}
          >
            {t(`payments.status.${transactionStatusNames[activity.status]}`)}
          </span>
        </td>
        {actions ? (
          <td className="zar-activities__action">
            {isCancellableWithdrawal(activity) ? (
              <Button
                size="sm"
                variant="secondary"
                loading={cancellingId === activity.id}
                aria-label={t('payments.activities.cancelWithdrawal', {
                  amount: formatActivityAmount(activity, i18n.language, currency),
                  method: activity.methodName,
                })}
                onClick={() => onCancelWithdrawal(activity)}
              >
                {t('payments.activities.cancel')}
              </Button>
            ) : null}
          </td>
        ) : null}
      </tr>
    );
  }

  function body() {
    if (loading) return <LoadingIndicator label={t('payments.activities.loading')} />;
    if (items.length === 0) {
      return <p className="zar-activities__empty">{t('payments.activities.empty')}</p>;
    }
    return (
      <section
        className={clsx('zar-activities__scroll', cardTableRegionClass)}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <CardTable className="zar-activities__table">
          <caption id={captionId} className="zar-activities__caption">
            {t('payments.activities.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('payments.activities.date')}</th>
              <th scope="col">{t('payments.activities.type')}</th>
              <th scope="col">{t('payments.activities.method')}</th>
              <th scope="col" className="zar-activities__amount">
                {t('payments.activities.amount')}
              </th>
              <th scope="col">{t('payments.activities.status')}</th>
              {actions ? (
                <th scope="col">
                  <span className="zar-visually-hidden">{t('payments.activities.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>{items.map(row)}</tbody>
        </CardTable>
      </section>
    );
  }

  return (
    <div
      {...props}
      className={clsx('zar-activities', className)}
      data-slot="financial-activities-table"
      aria-busy={loading || undefined}
    >
      {body()}
      <TablePager
        page={page}
        hasNextPage={page < pageCount}
        loading={loading}
        onPageChange={onPageChange}
        labels={{
          pages: t('payments.activities.pages'),
          page: t('payments.activities.page', { page, pageCount }),
          previous: t('payments.activities.previous'),
          next: t('payments.activities.next'),
        }}
      />
    </div>
  );
}
