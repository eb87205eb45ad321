import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BonusHistoryTable } from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { failureMessage } from '../../session/server-message';

/** Bonus requests shown per page. */
export const bonusHistoryPageSize = 20;

/** The player's bonuses with their status (/dashboard/bonuses), newest first, 20 a page. */
export function BonusesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...apiQueries.bonusHistory({
      skip: (page - 1) * bonusHistoryPageSize,
      take: bonusHistoryPageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const total = history.data?.total ?? 0;

  return (
    <Page title={t('pages.bonuses')}>
      {history.isError ? (
        <p className="site-page__text" role="alert">
          {failureMessage(history.error)}
        </p>
      ) : (
        <BonusHistoryTable
          rows={history.data?.items ?? []}
          loading={history.isPending || history.isPlaceholderData}
          page={page}
          hasNextPage={page * bonusHistoryPageSize < total}
          onPageChange={setPage}
        />
      )}
    </Page>
  );
}
