import { GameTransactionKind } from '@zar/api-client';
import { formatMoney } from '@zar/locales/money';
import { trPlayerStrings } from '@zar/locales/tr-player';
import { DataTable, type DataTableColumn } from '../../primitives/data-table/data-table';
import {
  type CountedHistoryTableProps,
  historyPager,
  historyTableTexts,
} from '../../primitives/data-table/history-texts';
import { createdAtColumn, MoneyFlow } from '../../primitives/data-table/table-cells';
import { addBuiltInTurkish, useUiTranslation } from '../../strings/use-ui-translation';

// The account area's texts (never on a visitor's first load, @zar/locales/tr-player) come with
// the components that show them: built-in Turkish for them without any setup.
addBuiltInTurkish(trPlayerStrings);

/** A bet or win as the game history shows it (the contract's `GameTransaction`). */
export interface GameHistoryRow {
  id: number;
  kind: GameTransactionKind;
  gameName: string;
  /** The studio of the game, e.g. `Pragmatic Play`. */
  studio: string;
  /** The provider's round this bet or win belongs to. */
  roundId: string;
  amount: number;
  /** True when the provider rolled the bet back and its stake was refunded. */
  rolledBack: boolean;
  /** When it was settled (ISO 8601, UTC). */
  createdAt: string;
}

export interface GameHistoryTableProps extends CountedHistoryTableProps {
  /** The bets and wins of the current page, newest first (`transaction/gamehistory`). */
  items: readonly GameHistoryRow[];
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
}

/**
 * The list of /dashboard/game-history, a `DataTable`: date, game and studio, Win or Bet, the
 * round and the signed amount (a win green with a plus, a bet red with a minus); a refunded bet
 * is marked. Paging, a spinner while loading and 'No data found' when nothing matches.
 */
export function GameHistoryTable({
  items,
  loading = false,
  error,
  page = 1,
  total = items.length,
  pageSize = 20,
  onPageChange,
  timeZone,
  currency = 'TRY',
  ...props
}: GameHistoryTableProps) {
  const { t, i18n } = useUiTranslation();
  const isWin = (item: GameHistoryRow) => item.kind === GameTransactionKind.Win;
  // A win is money in and a bet money out, coloured as deposits and withdrawals are.
  const kind = (item: GameHistoryRow) => (isWin(item) ? 'deposit' : 'withdraw');

  const columns: DataTableColumn<GameHistoryRow>[] = [
    createdAtColumn(t('casino.history.date'), { language: i18n.language, timeZone }),
    {
      id: 'game',
      header: t('casino.history.game'),
      cell: (item) => (
        <span>
          <span className="zar-data-table__title">{item.gameName}</span>
          <span className="zar-data-table__detail">{item.studio}</span>
        </span>
      ),
    },
    {
      id: 'type',
      header: t('casino.history.type'),
      cell: (item) => (
        <MoneyFlow kind={kind(item)}>
          {t(isWin(item) ? 'casino.history.win' : 'casino.history.bet')}
        </MoneyFlow>
      ),
    },
    {
      id: 'round',
      header: t('casino.history.round'),
      className: 'zar-data-table__code',
      cell: (item) => item.roundId,
    },
    {
      id: 'amount',
      header: t('casino.history.amount'),
      align: 'end',
      cellData: (item) => ({ 'data-kind': kind(item) }),
      cell: (item) => (
        <span>
          {formatMoney(isWin(item) ? item.amount : -item.amount, i18n.language, currency, {
            sign: 'exceptZero',
          })}
          {item.rolledBack ? (
            <span className="zar-data-table__note">{t('casino.history.rolledBack')}</span>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <DataTable
      data-slot="game-history-table"
      {...props}
      rows={items}
      columns={columns}
      rowKey={(item) => item.id}
      {...historyTableTexts(t, 'casino.history')}
      loading={loading}
      error={error}
      pager={historyPager(t, 'payments.activities', { page, onPageChange, total, pageSize })}
    />
  );
}
