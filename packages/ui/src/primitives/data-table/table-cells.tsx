import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatSessionTime } from '../../format/format-session-time';
import type { DataTableColumn } from './data-table';

export interface TableTimeProps {
  /** The ISO instant. */
  instant: string;
  /** The language its date and time are written in. */
  language: string;
  /** IANA time zone it is shown in. Default the browser's. */
  timeZone?: string;
}

/** An instant in a history table: `22.11.2026 14:05` in Turkish, in a `<time>` element. */
export function TableTime({ instant, language, timeZone }: TableTimeProps) {
  return <time dateTime={instant}>{formatSessionTime(instant, language, timeZone)}</time>;
}

/** A history table's first column: when a deposit, a withdrawal or a bet was made. */
export function createdAtColumn<Row extends { createdAt: string }>(
  header: string,
  { language, timeZone }: Omit<TableTimeProps, 'instant'>,
): DataTableColumn<Row> {
  return {
    id: 'createdAt',
    header,
    cell: (row) => <TableTime instant={row.createdAt} language={language} timeZone={timeZone} />,
  };
}

export interface MoneyFlowProps {
  /** Money in (a deposit, a win: an up arrow, green) or out (a withdrawal, a bet: down, red). */
  kind: 'deposit' | 'withdraw';
  /** What the movement is called: 'Para Yatırma', 'Kazanç'. */
  children: ReactNode;
}

/** The type of a money movement in a history table, its arrow saying which way money went. */
export function MoneyFlow({ kind, children }: MoneyFlowProps) {
  const Icon = kind === 'deposit' ? ArrowUp : ArrowDown;
  return (
    <span className="zar-data-table__flow" data-kind={kind}>
      <Icon aria-hidden="true" size={16} />
      {children}
    </span>
  );
}
