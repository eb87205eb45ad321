import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeyPrefix } from '@zar/api-client/react';
import {
  allFinancialActivities,
  FinancialActivitiesFilters,
  type FinancialActivitiesFilterValue,
  FinancialActivitiesTable,
  toFinancialActivityFilter,
} from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMutations, apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { failureMessage, notifyFailure, notifySuccess } from '../../session/server-message';

/** Deposits and withdrawals shown per page. */
export const financialActivitiesPageSize = 20;

/**
 * The player's deposits and withdrawals with their status (/dashboard/financial-activities):
 * filtered by kind, status and date range, 20 a page, newest first. New filters start at page 1.
 * A pending withdrawal can be cancelled from its row: the server returns the held amount, and
 * the list and the balance refresh.
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
  const queryClient = useQueryClient();
  const cancel = useMutation({
    ...apiMutations.cancelWithdrawal(),
    onSuccess: ({ message }) => {
      notifySuccess(message ?? t('payments.activities.cancelled'));
    },
    onError: notifyFailure,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('balance') });
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('financialActivities') });
    },
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
      <FinancialActivitiesTable
        error={activities.isError ? failureMessage(activities.error) : undefined}
        items={activities.data?.items ?? []}
        loading={activities.isPending || activities.isPlaceholderData}
        page={page}
        total={activities.data?.total ?? 0}
        pageSize={financialActivitiesPageSize}
        onPageChange={setPage}
        onCancelWithdrawal={(activity) => cancel.mutate({ id: activity.id })}
        cancellingId={cancel.isPending ? (cancel.variables?.id ?? null) : null}
      />
    </Page>
  );
}
