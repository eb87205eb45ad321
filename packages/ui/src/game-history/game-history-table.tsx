import { type GameTransaction, GameTransactionKind } from '@zar/api-client/contract';
import { formatMoney } from '@zar/locales/money';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable, cardTableRegionClass } from '../card-table/card-table';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { formatSessionTime } from '../session-history/format-session-time';
import { TablePager } from '../table-pager/table-pager';

export interface GameHistoryTableProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The bets and wins of the current page, newest first (`transaction/gamehistory`). */
  items: readonly GameTransaction[];
  loading?: boolean;
  /** The page shown, from 1. Default `1`. */
  page?: number;
  /** How many rows match the filters in all. Default `items.length`. */
  total?: number;
  /** Rows per page. Default `20`. */
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** IANA time zone of the dates. Default the browser's. */
  timeZone?: string;
  currency?: string;
}

/**
 * The list of /dashboard/game-history: date, game and studio, Win or Bet, the round and the
 * signed amount (a win green with a plus, a bet red with a minus); a refunded bet is marked.
 * Paging, a spinner while loading and 'No data found' when nothing matches.
 */
export function GameHistoryTable({
  items,
  loading = false,
  page = 1,
  total = items.length,
  pageSize = 20,
  onPageChange,
  timeZone,
  currency = 'TRY',
  className,
  ...props
}: GameHistoryTableProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  function row(item: GameTransaction) {
    const win = item.kind === GameTransactionKind.Win;
    const Icon = win ? ArrowUp : ArrowDown;
    const kind = win ? 'deposit' : 'withdraw';
    return (
      <tr key={item.id}>
        <th scope="row">
          <time dateTime={item.createdAt}>
            {formatSessionTime(item.createdAt, i18n.language, timeZone)}
          </time>
        </th>
        <td data-label={t('casino.history.game')}>
          <span>
            <span className="zar-game-history__game">{item.gameName}</span>
            <span className="zar-game-history__studio">{item.studio}</span>
          </span>
        </td>
        <td data-label={t('casino.history.type')}>
          <span className="zar-activities__kind" data-kind={kind}>
            <Icon aria-hidden="true" size={16} />
            {t(win ? 'casino.history.win' : 'casino.history.bet')}
          </span>
        </td>
        <td className="zar-game-history__round" data-label={t('casino.history.round')}>
          {item.roundId}
        </td>
        <td
          className="zar-activities__amount"
          data-kind={kind}
          data-label={t('casino.history.amount')}
        >
          <span>
            {formatMoney(win ? item.amount : -item.amount, i18n.language, currency, {
              sign: 'exceptZero',
            })}
            {item.rolledBack ? (
              <span className="zar-game-history__refund">{t('casino.history.rolledBack')}</span>
            ) : null}
          </span>
        </td>
      </tr>
    );
  }

  function body() {
    if (loading) return <LoadingIndicator label={t('casino.history.loading')} />;
    if (items.length === 0)
      return <p className="zar-activities__empty">{t('casino.history.empty')}</p>;
    return (
      <section
        className={`zar-activities__scroll ${cardTableRegionClass}`}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <CardTable className="zar-activities__table">
          <caption id={captionId} className="zar-activities__caption">
            {t('casino.history.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('casino.history.date')}</th>
              <th scope="col">{t('casino.history.game')}</th>
              <th scope="col">{t('casino.history.type')}</th>
              <th scope="col">{t('casino.history.round')}</th>
              <th scope="col" className="zar-activities__amount">
                {t('casino.history.amount')}
              </th>
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
      className={clsx('zar-activities zar-game-history', className)}
      data-slot="game-history-table"
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
