import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityStatement, LimitKind, ResponsibleGamingState } from '@zar/api-client';
import { activityStatementRequest } from '@zar/api-client/contract';
import { queryKeyPrefix } from '@zar/api-client/react';
import {
  ActivityStatementForm,
  LimitsPanel,
  LoadingIndicator,
  SelfExclusionPanel,
  TimeoutPanel,
} from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiMutations, apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { paths } from '../../routes/paths';
import { failureMessage, notifyFailure, notifySuccess } from '../../session/server-message';
import { useSessionStore } from '../../stores/session-store';

/** Hands a statement to the browser as a file download. */
function saveStatement({ fileName, csv }: ActivityStatement) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The player's responsible-gaming tools (/dashboard/responsible-gaming): deposit and loss limits,
 * session time limit and reality-check interval, a time-out, self-exclusion and the activity
 * statement. The server decides when a change applies and says so; this page shows its answer.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useQuery(apiQueries.playerLimits());
  const keep = (data: ResponsibleGamingState) =>
    queryClient.setQueryData(apiQueries.playerLimits().queryKey, data);

  const setLimit = useMutation({
    ...apiMutations.setPlayerLimit(),
    onSuccess: ({ data, message }) => {
      keep(data);
      notifySuccess(message);
      // The reality check over a game reads the interval and the session's end from here.
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('playSessionSummary') });
    },
    onError: notifyFailure,
  });
  const takeTimeout = useMutation({
    ...apiMutations.takeTimeout(),
    onSuccess: ({ data, message }) => {
      keep(data);
      notifySuccess(message);
    },
    onError: notifyFailure,
  });
  const selfExclude = useMutation({
    ...apiMutations.selfExclude(),
    onSuccess: ({ message }) => {
      // The server has ended every session of the player: leave the account area, then end the
      // session here without another call.
      navigate(paths.home);
      useSessionStore.getState().signOut();
      notifySuccess(message);
    },
    onError: notifyFailure,
  });
  const statement = useMutation({
    ...apiMutations.downloadActivityStatement(),
    onSuccess: ({ data }) => saveStatement(data),
    onError: notifyFailure,
  });

  return (
    <Page title={t('pages.responsibleGaming')}>
      {state.isPending ? (
        <LoadingIndicator label={t('common.loading')} />
      ) : state.isError ? (
        <p className="site-page__text" role="alert">
          {failureMessage(state.error)}
        </p>
      ) : (
        <div className="site-responsible-gaming">
          <LimitsPanel
            limits={state.data.limits}
            savingKind={setLimit.isPending ? (setLimit.variables?.kind ?? null) : null}
            onSetLimit={async (kind: LimitKind, value: number | null) => {
              await setLimit.mutateAsync({ kind, value }).catch(() => undefined);
            }}
          />
          <TimeoutPanel
            exclusion={state.data.exclusion}
            busy={takeTimeout.isPending}
            onTakeTimeout={(period) => takeTimeout.mutate({ period })}
          />
          <SelfExclusionPanel
            busy={selfExclude.isPending}
            onSelfExclude={(period) => selfExclude.mutate({ period })}
          />
          <ActivityStatementForm
            rules={activityStatementRequest}
            busy={statement.isPending}
            onDownload={async (request) => {
              await statement.mutateAsync(request).catch(() => undefined);
            }}
          />
        </div>
      )}
    </Page>
  );
}
