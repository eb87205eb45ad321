import type { SessionRecord } from '@zar/api-client/contract';
import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable, cardTableRegionClass } from '../card-table/card-table';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { TablePager } from '../table-pager/table-pager';
import { formatSessionTime } from './format-session-time';

export interface SessionHistoryTableProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The logins of the current page, newest first (`customer/sessions`). */
  sessions: readonly SessionRecord[];
  /** The page is loading: a spinner takes the table's place and paging waits. Default `false`. */
  loading?: boolean;
  /** The page shown, from 1. Default `1`. */
  page?: number;
  /** Another page follows this one. Default `false`. */
  hasNextPage?: boolean;
  /** Called with the page to show when Previous or Next is pressed. */
  onPageChange?: (page: number) => void;
  /** IANA time zone the times are shown in. Default the browser's. */
  timeZone?: string;
}

/**
 * The body of /dashboard/session-history: a table of the player's logins (login time, last
 * activity, IP address, device, status) with times in the active language, Previous and Next
 * when there is more than one page, and an empty state. On narrow screens the table scrolls
 * sideways in a focusable, labelled region with the login time pinned.
 */
export function SessionHistoryTable({
  sessions,
  loading = false,
  page = 1,
  hasNextPage = false,
  onPageChange,
  timeZone,
  className,
  ...props
}: SessionHistoryTableProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const time = (instant: string) => (
    <time dateTime={instant}>{formatSessionTime(instant, i18n.language, timeZone)}</time>
  );

  function body() {
    if (loading) return <LoadingIndicator label={t('dashboard.sessions.loading')} />;
    if (sessions.length === 0) {
      return <p className="zar-session-history__empty">{t('dashboard.sessions.empty')}</p>;
    }
    return (
      <section
        className={`zar-session-history__scroll ${cardTableRegionClass}`}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <CardTable className="zar-session-history__table">
          <caption id={captionId} className="zar-session-history__caption">
            {t('dashboard.sessions.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.sessions.loginTime')}</th>
              <th scope="col">{t('dashboard.sessions.lastActivity')}</th>
              <th scope="col">{t('dashboard.sessions.ip')}</th>
              <th scope="col">{t('dashboard.sessions.device')}</th>
              <th scope="col">{t('dashboard.sessions.status')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} data-current={session.current || undefined}>
                <th scope="row">{time(session.startedAt)}</th>
                <td data-label={t('dashboard.sessions.lastActivity')}>
                  {time(session.lastSeenAt)}
                </td>
                <td data-label={t('dashboard.sessions.ip')}>{session.ip}</td>
                <td
                  data-unknown={session.device === null || undefined}
                  data-label={t('dashboard.sessions.device')}
                >
                  {session.device ?? t('dashboard.sessions.unknownDevice')}
                </td>
                <td data-label={t('dashboard.sessions.status')}>
                  <span className="zar-session-history__status">
                    <span
                      className="zar-session-history__badge"
                      data-status={session.active ? 'active' : 'ended'}
                    >
                      {session.active
                        ? t('dashboard.sessions.active')
                        : t('dashboard.sessions.ended')}
                    </span>
                    {session.current ? (
                      <span className="zar-session-history__badge" data-status="current">
                        {t('dashboard.sessions.thisDevice')}
                      </span>
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      </section>
    );
  }

  return (
    <div
      {...props}
      className={clsx('zar-session-history', className)}
      data-slot="session-history"
      aria-busy={loading || undefined}
    >
      {body()}
      <TablePager
        page={page}
        hasNextPage={hasNextPage}
        loading={loading}
        onPageChange={onPageChange}
        labels={{
          pages: t('dashboard.sessions.pages'),
          page: t('dashboard.sessions.page', { page }),
          previous: t('dashboard.sessions.previous'),
          next: t('dashboard.sessions.next'),
        }}
      />
    </div>
  );
}
