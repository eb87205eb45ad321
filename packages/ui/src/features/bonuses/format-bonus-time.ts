import { formatSessionTime } from '../../format/format-session-time';
import { parseUtcTimestamp } from '../notifications/format-notification-time';

/**
 * A bonus date as the account tables show dates (`22.11.2026 14:05` in Turkish), read as UTC when
 * it has no zone designator, in `timeZone` (default the browser's); `'-'` when missing or invalid.
 */
export function formatBonusTime(
  value: string | null | undefined,
  locale: string,
  timeZone?: string,
): string {
  const date = parseUtcTimestamp(value);
  return date ? formatSessionTime(date.toISOString(), locale, timeZone) : '-';
}
