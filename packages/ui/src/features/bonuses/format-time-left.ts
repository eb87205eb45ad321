import { numberFormat } from '../../format/intl-format';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Days, hours and minutes in words of `locale`, largest first, zeros left out: "6 gün 3 saat". */
export function formatDuration(
  parts: { days?: number; hours?: number; minutes?: number },
  locale: string,
): string {
  const units = [
    ['day', parts.days ?? 0],
    ['hour', parts.hours ?? 0],
    ['minute', parts.minutes ?? 0],
  ] as const;
  return units
    .filter(([, value]) => value > 0)
    .map(([unit, value]) =>
      numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value),
    )
    .join(' ');
}

/**
 * What is left until `expiresAt` in words: days and hours ("6 gün 3 saat"), under an hour the
 * minutes (at least one); null once it has passed.
 */
export function formatTimeLeft(expiresAt: string, now: Date, locale: string): string | null {
  const left = Date.parse(expiresAt) - now.getTime();
  if (!(left > 0)) return null;
  if (left < hourMs)
    return formatDuration({ minutes: Math.max(1, Math.floor(left / 60_000)) }, locale);
  return formatDuration(
    { days: Math.floor(left / dayMs), hours: Math.floor((left % dayMs) / hourMs) },
    locale,
  );
}

/** True when less than a day is left: the card says so in the warning colour. */
export function isEndingSoon(expiresAt: string, now: Date): boolean {
  return Date.parse(expiresAt) - now.getTime() < dayMs;
}
