import { dateTimeFormat } from '../../format/intl-format';

const zoneDesignator = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A server timestamp as a `Date`. The API sends UTC without a zone designator, so `Z` is
 * appended when none is given (SPEC §3). `undefined` when the value is missing or not a date.
 */
export function parseUtcTimestamp(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(zoneDesignator.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A notification's UTC timestamp in `timeZone` (default the browser's) as day.month
 * abbreviation.2-digit year hour:minute in the language's month names: `22.Kas.26 14:05` in
 * Turkish, `22.Nov.26 14:05` in English; `'-'` when missing or invalid (SPEC §3).
 */
export function formatNotificationTime(
  value: string | null | undefined,
  locale: string,
  timeZone?: string,
): string {
  const date = parseUtcTimestamp(value);
  if (!date) return '-';
  const parts = dateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  // Some languages end the abbreviation with a dot ('Nov.'); the dots here are separators.
  const month = part('month').replace(/\.$/, '');
  return `${part('day')}.${month}.${part('year')} ${part('hour')}:${part('minute')}`;
}
