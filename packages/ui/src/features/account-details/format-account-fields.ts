import { dateTimeFormat } from '../../format/intl-format';

/**
 * A calendar date stored as `YYYY-MM-DD` (a birth date) in the language's short form, e.g.
 * `22.11.2026` in Turkish and `11/22/2026` in English. No time zone can move it to another day.
 */
export function formatCalendarDate(date: string, locale: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The day of an ISO instant (e.g. a sign-up time) in `timeZone`, in the language's short form. */
export function formatDayOf(instant: string, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/**
 * A phone number as the player reads it: a Turkish number stored as `90` and 10 digits becomes
 * `+90 555 123 45 67`; any other number is shown as stored.
 */
export function formatPhone(phone: string): string {
  const turkish = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return turkish ? `+90 ${turkish.slice(1).join(' ')}` : phone;
}
