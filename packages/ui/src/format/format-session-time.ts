import { dateTimeFormat } from './intl-format';

/**
 * An ISO instant as date and time in the language's short form, in `timeZone` (default the
 * browser's): `22.11.2026 14:05` in Turkish, `11/22/2026, 02:05 PM` in English.
 */
export function formatSessionTime(instant: string, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}
