import { formatMoney } from '@zar/locales/money';

/** Elapsed time as a clock, `hh:mm:ss` (hours keep counting past 99): 754000 → `00:12:34`. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Whole minutes and hours of a span, rounded down: 3_900_000 → `{ hours: 1, minutes: 5 }`. */
export function splitHoursMinutes(ms: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Minutes left, rounded up so the bar reads `1 min` until the very end: 61_000 → 2. */
export function minutesLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 60_000));
}

/**
 * A net result as money with its sign, in the player's language: `+₺25,00`, `−₺25,00` (a true
 * minus sign, as wide as the plus), `₺0,00`.
 */
export function formatNet(amount: number, locale: string, currency = 'TRY'): string {
  return formatMoney(amount, locale, currency, { sign: 'exceptZero' }).replace(/^-/, '\u2212');
}
