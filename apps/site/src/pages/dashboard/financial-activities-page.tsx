import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  allFinancialActivities,
  FinancialActivitiesFilters,
  type FinancialActivitiesFilterValue,
  FinancialActivitiesTable,
  toFinancialActivityFilter,
} from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { failureMessage } from '../../session/server-message';

/** Deposits and withdrawals shown per page. */
export const financialActivitiesPageSize = 20;

/**
 * The player's deposits and withdrawals with their status (/dashboard/financial-activities):
 * filtered by kind, status and date range, 20 a page, newest first. New filters start at page 1.
 */
export function FinancialActivitiesPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<FinancialActivitiesFilterValue>(allFinancialActivities);
  const [page, setPage] = useState(1);
  const activities = useQuery({
    ...apiQueries.financialActivities(
      toFinancialActivityFilter(filters, page, financialActivitiesPageSize),
    ),
    placeholderData: keepPreviousData,
  });

  return (
    <Page title={t('pages.financialActivities')}>
      <FinancialActivitiesFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {activities.isError ? (
        <p className="site-page__text" role="alert">
          {failureMessage(activities.error)}
        </p>
      ) : (
        <FinancialActivitiesTable
          items={activities.data?.items ?? []}
          loading={activities.isPending || activities.isPlaceholderData}
          page={page}
          total={activities.data?.total ?? 0}
          pageSize={financialActivitiesPageSize}
          onPageChange={setPage}
        />
      )}
    </Page>
  );
}
