import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeyPrefix } from '@zar/api-client/react';
import { ActiveBonusList, BonusHistoryTable } from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { failureMessage, notifyFailure, notifySuccess } from '../../session/server-message';

/** Bonus requests shown per page. */
export const bonusHistoryPageSize = 20;

/**
 * The player's bonuses (/dashboard/bonuses): the ones being wagered on top, with their progress
 * and a confirmed forfeit (issue 22), then every request with its status, newest first, 20 a page.
 * A forfeit shows the server's message and refreshes the balance, the active bonuses, the offers
 * and the history; a refusal shows the server's message and changes nothing.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [forfeitingId, setForfeitingId] = useState<number>();
  const active = useQuery(apiQueries.activeBonuses());
  const history = useQuery({
    ...apiQueries.bonusHistory({
      skip: (page - 1) * bonusHistoryPageSize,
      take: bonusHistoryPageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const total = history.data?.total ?? 0;

  const forfeit = async (id: number) => {
    setForfeitingId(id);
    try {
      const { message } = await apiClient.forfeitBonus({ id });
      notifySuccess(message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('balance') }),
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('activeBonuses') }),
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('bonusOffers') }),
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('bonusHistory') }),
      ]);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setForfeitingId(undefined);
    }
  };

  return (
    <Page title={t('pages.bonuses')}>
      {active.isError ? (
        <p className="site-page__text" role="alert">
          {failureMessage(active.error)}
        </p>
      ) : (
        <ActiveBonusList
          className="site-active-bonuses"
          bonuses={active.data ?? []}
          loading={active.isPending}
          forfeitingId={forfeitingId}
          onForfeit={(bonus) => void forfeit(bonus.id)}
        />
      )}
      <BonusHistoryTable
        error={history.isError ? failureMessage(history.error) : undefined}
        rows={history.data?.items ?? []}
        loading={history.isPending || history.isPlaceholderData}
        page={page}
        hasNextPage={page * bonusHistoryPageSize < total}
        onPageChange={setPage}
      />
    </Page>
  );
}
