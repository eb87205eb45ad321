import { TransactionKind, TransactionStatus } from '@zar/api-client';
import { trPlayerStrings } from '@zar/locales/tr-player';
import { Button } from '../../primitives/button/button';
import { DataTable, type DataTableColumn } from '../../primitives/data-table/data-table';
import {
  type CountedHistoryTableProps,
  historyPager,
  historyTableTexts,
} from '../../primitives/data-table/history-texts';
import { TableBadge, type TableBadgeProps } from '../../primitives/data-table/table-badge';
import { createdAtColumn, MoneyFlow } from '../../primitives/data-table/table-cells';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';
import { formatActivityAmount } from './activity-amount';
import { transactionKindNames, transactionStatusNames } from './transaction-names';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

/** A deposit or withdrawal as the table shows it (the contract's `FinancialActivity`). */
export interface FinancialActivityRow {
  id: number;
  kind: typeof TransactionKind.Deposit | typeof TransactionKind.Withdraw;
  /** The payment method's name. */
  methodName: string;
  amount: number;
  status: TransactionStatus;
  /** When the player asked for it (ISO 8601, UTC). */
  createdAt: string;
}

export interface FinancialActivitiesTableProps<
  TActivity extends FinancialActivityRow = FinancialActivityRow,
> extends CountedHistoryTableProps {
  /** The deposits and withdrawals of the current page, newest first (`payment/history`). */
  items: readonly TActivity[];
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
  /**
   * Called when the player cancels a pending withdrawal; without it no row offers the button.
   * Each pending withdrawal then shows a 'Cancel' button in its row.
   */
  onCancelWithdrawal?: (activity: TActivity) => void;
  /** The id of the withdrawal being cancelled: its button shows loading. Default none. */
  cancellingId?: number | null;
}

/** True for a withdrawal the player may still take back: one no operator decided yet. */
export function isCancellableWithdrawal(activity: FinancialActivityRow): boolean {
  return (
    activity.kind === TransactionKind.Withdraw && activity.status === TransactionStatus.Pending
  );
}

/** The colour of each status's badge: what waits is amber, what went through green. */
const statusTones = {
  [TransactionStatus.None]: 'neutral',
  [TransactionStatus.Confirmed]: 'success',
  [TransactionStatus.Pending]: 'warning',
  [TransactionStatus.Merged]: 'info',
  [TransactionStatus.Rejected]: 'danger',
  [TransactionStatus.Cancelled]: 'neutral',
  [TransactionStatus.Created]: 'accent',
} as const satisfies Record<TransactionStatus, TableBadgeProps['tone']>;

/**
 * The list of /dashboard/financial-activities, a `DataTable`: date, type (with an arrow icon),
 * method, signed amount (deposits green with a plus, withdrawals red with a minus) and a status
 * badge, in the active language; 'Page n of m' with Previous and Next when there is more than one
 * page, a spinner while loading and 'No data found' when nothing matches. A pending withdrawal
 * has a Cancel button when `onCancelWithdrawal` is given.
 */
export function FinancialActivitiesTable<
  TActivity extends FinancialActivityRow = FinancialActivityRow,
>({
  items,
  loading = false,
  error,
  page = 1,
  total = items.length,
  pageSize = 20,
  onPageChange,
  timeZone,
  currency = 'TRY',
  onCancelWithdrawal,
  cancellingId = null,
  ...props
}: FinancialActivitiesTableProps<TActivity>) {
  const { t, i18n } = useUiTranslation();
  const amount = (activity: TActivity) => formatActivityAmount(activity, i18n.language, currency);
  const kind = (activity: TActivity) =>
    activity.kind === TransactionKind.Deposit ? 'deposit' : 'withdraw';

  const columns: DataTableColumn<TActivity>[] = [
    createdAtColumn(t('payments.activities.date'), { language: i18n.language, timeZone }),
    {
      id: 'type',
      header: t('payments.activities.type'),
      cell: (activity) => (
        <MoneyFlow kind={kind(activity)}>
          {t(`payments.kind.${transactionKindNames[activity.kind]}`)}
        </MoneyFlow>
      ),
    },
    {
      id: 'method',
      header: t('payments.activities.method'),
      cell: (activity) => activity.methodName,
    },
    {
      id: 'amount',
      header: t('payments.activities.amount'),
      align: 'end',
      cell: amount,
      cellData: (activity) => ({ 'data-kind': kind(activity) }),
    },
    {
      id: 'status',
      header: t('payments.activities.status'),
      cell: (activity) => (
        <TableBadge tone={statusTones[activity.status]}>
          {t(`payments.status.${transactionStatusNames[activity.status]}`)}
        </TableBadge>
      ),
    },
  ];
  if (onCancelWithdrawal !== undefined && items.some(isCancellableWithdrawal)) {
    columns.push({
      id: 'actions',
      header: t('payments.activities.actions'),
      headerHidden: true,
      label: false,
      align: 'end',
      cell: (activity) =>
        isCancellableWithdrawal(activity) ? (
          <Button
            size="sm"
            variant="secondary"
            loading={cancellingId === activity.id}
            aria-label={t('payments.activities.cancelWithdrawal', {
              amount: amount(activity),
              method: activity.methodName,
            })}
            onClick={() => onCancelWithdrawal(activity)}
          >
            {t('payments.activities.cancel')}
          </Button>
        ) : null,
    });
  }

  return (
    <DataTable
      data-slot="financial-activities-table"
      {...props}
      rows={items}
      columns={columns}
      rowKey={(activity) => activity.id}
      {...historyTableTexts(t, 'payments.activities')}
      loading={loading}
      error={error}
      pager={historyPager(t, 'payments.activities', { page, onPageChange, total, pageSize })}
    />
  );
}
