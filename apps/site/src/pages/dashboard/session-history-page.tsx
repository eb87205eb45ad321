import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SessionHistoryTable } from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { failureMessage } from '../../session/server-message';

/** Logins shown per page of the session history. */
export const sessionHistoryPageSize = 20;

/**
 * The player's logins (/dashboard/session-history), newest first, 20 a page. One more row than a
 * page is asked for, so Next shows only when there is a next page.
 */
export function SessionHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const sessions = useQuery({
    ...apiQueries.sessionHistory({
      skip: (page - 1) * sessionHistoryPageSize,
      take: sessionHistoryPageSize + 1,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = sessions.data ?? [];

  return (
    <Page title={t('pages.sessionHistory')}>
      <SessionHistoryTable
        error={sessions.isError ? failureMessage(sessions.error) : undefined}
        sessions={rows.slice(0, sessionHistoryPageSize)}
        loading={sessions.isPending || sessions.isPlaceholderData}
        page={page}
        hasNextPage={rows.length > sessionHistoryPageSize}
        onPageChange={setPage}
      />
    </Page>
  );
}
