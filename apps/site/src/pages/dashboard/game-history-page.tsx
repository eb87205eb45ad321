import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  allGameHistory,
  GameHistoryFilters,
  type GameHistoryFilterValue,
  GameHistoryTable,
  toGameHistoryFilter,
} from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { failureMessage } from '../../session/server-message';

/** Bets and wins shown per page. */
export const gameHistoryPageSize = 20;

/**
 * The player's bets and wins in games (/dashboard/game-history): Win 1 / Bet 2 or both, a date
 * range, 20 a page, newest first. New filters start at page 1.
 */
export function GameHistoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<GameHistoryFilterValue>(allGameHistory);
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...apiQueries.gameHistory(toGameHistoryFilter(filters, page, gameHistoryPageSize)),
    placeholderData: keepPreviousData,
  });
  return (
    <Page title={t('pages.gameHistory')}>
      <GameHistoryFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <GameHistoryTable
        error={history.isError ? failureMessage(history.error) : undefined}
        items={history.data?.items ?? []}
        loading={history.isPending || history.isPlaceholderData}
        page={page}
        total={history.data?.total ?? 0}
        pageSize={gameHistoryPageSize}
        onPageChange={setPage}
      />
    </Page>
  );
}
