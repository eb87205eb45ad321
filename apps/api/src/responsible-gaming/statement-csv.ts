/** The zone a statement's days and times are read in. */
export const statementTimeZone = 'Europe/Istanbul';

/** A statement cell: text, or an amount in kuruş (written as a number, e.g. `-150.00`). */
export type StatementCell = string | bigint;

const byteOrderMark = '\uFEFF';
// What makes a spreadsheet read a text cell as a formula (OWASP's list).
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A CSV file as spreadsheets open it: UTF-8 byte-order mark, CRLF line ends, RFC 4180 quoting.
 * A text cell that a spreadsheet would run as a formula gets a leading apostrophe; amounts are
 * numbers with a dot and two decimals, never guarded.
 */
export function statementCsv(rows: readonly (readonly StatementCell[])[]): string {
  return byteOrderMark + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

function csvCell(cell: StatementCell): string {
  if (typeof cell === 'bigint') return decimalAmount(cell);
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Kuruş as lira with a dot and two decimals: `-15050n` is `-150.50`. */
export function decimalAmount(kurus: bigint): string {
  const sign = kurus < 0n ? '-' : '';
  const size = kurus < 0n ? -kurus : kurus;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

const localTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: statementTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as `YYYY-MM-DD HH:mm` on the clock in Istanbul. */
export function statementTime(at: Date): string {
  const part = Object.fromEntries(
    localTime.formatToParts(at).map((each) => [each.type, each.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const zoneOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: statementTimeZone,
  timeZoneName: 'longOffset',
});

/** Milliseconds Istanbul's clock is ahead of UTC at `at` (`GMT+03:00` is 3 hours). */
function offsetAt(at: number): number {
  const name = zoneOffset.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/**
 * The instants a statement covers: from midnight in Istanbul starting `from` to midnight ending
 * `to` (both YYYY-MM-DD, both days included); `end` is excluded.
 */
export function statementPeriod(from: string, to: string): { start: Date; end: Date } {
  const midnight = (day: string, addDays: number) => {
    const utc = Date.parse(`${day}T00:00:00Z`) + addDays * 86_400_000;
    const guess = utc - offsetAt(utc);
    return new Date(utc - offsetAt(guess));
  };
  return { start: midnight(from, 0), end: midnight(to, 1) };
}
