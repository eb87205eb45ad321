import { DataTable, type DataTableColumn } from '../../primitives/data-table/data-table';
import {
  historyPager,
  historyTableTexts,
  type OpenHistoryTableProps,
} from '../../primitives/data-table/history-texts';
import { TableBadge } from '../../primitives/data-table/table-badge';
import { TableTime } from '../../primitives/data-table/table-cells';
import { useUiTranslation } from '../../strings/use-ui-translation';

/** A login as the session history shows it (the contract's `SessionRecord`). */
export interface SessionHistoryRow {
  id: number;
  /** When the player logged in (ISO 8601, UTC). */
  startedAt: string;
  /** The last call made with this session (ISO 8601, UTC). */
  lastSeenAt: string;
  ip: string;
  /** Browser and operating system, e.g. `Chrome / Windows`; null when unknown. */
  device: string | null;
  /** True while the session can still be used. */
  active: boolean;
  /** True for the session of this page. */
  current: boolean;
}

export interface SessionHistoryTableProps extends OpenHistoryTableProps {
  /** The logins of the current page, newest first (`customer/sessions`). */
  sessions: readonly SessionHistoryRow[];
}

/**
 * The body of /dashboard/session-history, a `DataTable` of the player's logins (login time, last
 * activity, IP address, device, status) with times in the active language, Previous and Next
 * when there is more than one page, and an empty state. The player's own session is marked.
 */
export function SessionHistoryTable({
  sessions,
  loading = false,
  error,
  page = 1,
  hasNextPage = false,
  onPageChange,
  timeZone,
  ...props
}: SessionHistoryTableProps) {
  const { t, i18n } = useUiTranslation();
  const time = (instant: string) => (
    <TableTime instant={instant} language={i18n.language} timeZone={timeZone} />
  );
  const columns: DataTableColumn<SessionHistoryRow>[] = [
    {
      id: 'loginTime',
      header: t('dashboard.sessions.loginTime'),
      cell: (session) => time(session.startedAt),
    },
    {
      id: 'lastActivity',
      header: t('dashboard.sessions.lastActivity'),
      cell: (session) => time(session.lastSeenAt),
    },
    { id: 'ip', header: t('dashboard.sessions.ip'), cell: (session) => session.ip },
    {
      id: 'device',
      header: t('dashboard.sessions.device'),
      cell: (session) => session.device ?? t('dashboard.sessions.unknownDevice'),
      cellData: (session) => ({ 'data-unknown': session.device === null || undefined }),
    },
    {
      id: 'status',
      header: t('dashboard.sessions.status'),
      cell: (session) => (
        <span className="zar-data-table__badges">
          <TableBadge tone={session.active ? 'success' : 'neutral'}>
            {session.active ? t('dashboard.sessions.active') : t('dashboard.sessions.ended')}
          </TableBadge>
          {session.current ? (
            <TableBadge tone="info">{t('dashboard.sessions.thisDevice')}</TableBadge>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <DataTable
      data-slot="session-history"
      {...props}
      rows={sessions}
      columns={columns}
      rowKey={(session) => session.id}
      rowData={(session) => ({ 'data-current': session.current || undefined })}
      {...historyTableTexts(t, 'dashboard.sessions')}
      loading={loading}
      error={error}
      pager={historyPager(t, 'dashboard.sessions', { page, hasNextPage, onPageChange })}
    />
  );
}
