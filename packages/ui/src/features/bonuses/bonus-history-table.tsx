import { BonusRequestStatus } from '@zar/api-client';
import { formatMoney } from '@zar/locales/money';
import { trPlayerStrings } from '@zar/locales/tr-player';
import { DataTable, type DataTableColumn } from '../../primitives/data-table/data-table';
import {
  historyPager,
  historyTableTexts,
  type OpenHistoryTableProps,
} from '../../primitives/data-table/history-texts';
import { TableBadge, type TableBadgeProps } from '../../primitives/data-table/table-badge';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';
import { parseUtcTimestamp } from '../notifications/format-notification-time';
import { bonusStatusNames } from './bonus-status-names';
import { formatBonusTime } from './format-bonus-time';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

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

export interface BonusHistoryTableProps extends OpenHistoryTableProps {
  /** The bonus requests of the current page, newest first. */
  rows: readonly BonusHistoryRow[];
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
}

/** The colour of each status's badge; an expired request needs no attention and stays plain. */
const statusTones = {
  [BonusRequestStatus.Processing]: 'warning',
  [BonusRequestStatus.Completed]: 'success',
  [BonusRequestStatus.Cancelled]: 'danger',
  [BonusRequestStatus.Expired]: 'neutral',
} as const satisfies Record<BonusRequestStatus, TableBadgeProps['tone']>;

/**
 * The body of /dashboard/bonuses, a `DataTable` of the player's bonus requests (request date,
 * bonus, amount, a Processing / Completed / Cancelled / Expired badge, settlement date), Previous
 * and Next when there is more than one page, a spinner while loading and an empty state.
 */
export function BonusHistoryTable({
  rows,
  loading = false,
  error,
  page = 1,
  hasNextPage = false,
  onPageChange,
  currency = 'TRY',
  timeZone,
  ...props
}: BonusHistoryTableProps) {
  const { t, i18n } = useUiTranslation();
  const time = (value: string | null | undefined) => (
    <time dateTime={parseUtcTimestamp(value)?.toISOString()}>
      {formatBonusTime(value, i18n.language, timeZone)}
    </time>
  );
  const columns: DataTableColumn<BonusHistoryRow>[] = [
    { id: 'date', header: t('bonuses.history.date'), cell: (row) => time(row.createdAt) },
    { id: 'name', header: t('bonuses.history.name'), cell: (row) => row.name },
    {
      id: 'amount',
      header: t('bonuses.history.amount'),
      align: 'end',
      cell: (row) => formatMoney(row.amount, i18n.language, currency),
    },
    {
      id: 'status',
      header: t('bonuses.history.status'),
      cell: (row) => (
        <TableBadge tone={statusTones[row.status]}>
          {t(`bonuses.status.${bonusStatusNames[row.status]}`)}
        </TableBadge>
      ),
    },
    { id: 'settledAt', header: t('bonuses.history.settledAt'), cell: (row) => time(row.settledAt) },
  ];

  return (
    <DataTable
      data-slot="bonus-history-table"
      {...props}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      {...historyTableTexts(t, 'bonuses.history')}
      loading={loading}
      error={error}
      pager={historyPager(t, 'bonuses.history', { page, hasNextPage, onPageChange })}
    />
  );
}
