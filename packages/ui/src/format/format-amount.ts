import { numberFormat } from './intl-format';

/** Digit-group and decimal marks of the languages the site speaks, as Intl writes them. */
const marks: Record<string, { group: string; decimal: string }> = {
  tr: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * A money amount with two decimals and grouped thousands in the language's way: `1.250,50` in
 * Turkish, `1,250.50` in English — what `Intl.NumberFormat` writes, without making one. The first
 * NumberFormat of a page costs 20–25 ms of main thread (loading its number data), which a
 * visitor's home page would pay for the winners list alone. Amounts are money, exact to the
 * kuruş; other languages, and numbers too large to be exact, go to Intl.
 */
export function formatAmount(amount: number, locale: string): string {
  const language = locale.split('-')[0] ?? locale;
  const mark = marks[language];
  const cents = Math.round(Math.abs(amount) * 100);
  if (!mark || !Number.isSafeInteger(cents)) {
    return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      amount,
    );
  }
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, mark.group);
  const fraction = String(cents % 100).padStart(2, '0');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${whole}${mark.decimal}${fraction}`;
}
