import { dateTimeFormat } from '../../format/intl-format';
import type { ActivityStatementRange } from './activity-statement-form';

/** The day of `instant` in `timeZone`, as `YYYY-MM-DD`. */
export function dayIn(instant: Date, timeZone: string): string {
  // Canadian English writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(instant);
}

/**
 * The last `days` days ending today in `timeZone`, both included: 30 days from today the 30th
 * is `{ from: <today − 29 days>, to: <today> }`.
 */
export function lastDays(
  days: number,
  now: Date = new Date(),
  timeZone = 'Europe/Istanbul',
): ActivityStatementRange {
  const to = dayIn(now, timeZone);
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}
