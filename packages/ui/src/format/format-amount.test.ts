import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

const intl = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );

describe('formatAmount', () => {
  it('writes Turkish and English amounts with their own marks', () => {
    expect(formatAmount(1250.5, 'tr')).toBe('1.250,50');
    expect(formatAmount(1250.5, 'en')).toBe('1,250.50');
    expect(formatAmount(0, 'tr')).toBe('0,00');
    expect(formatAmount(999.99, 'en')).toBe('999.99');
    expect(formatAmount(1_000_000, 'tr-TR')).toBe('1.000.000,00');
    expect(formatAmount(-42.1, 'en')).toBe('-42.10');
  });

  it('writes kuruş-exact amounts of every size exactly as Intl.NumberFormat does', () => {
    // A fixed pseudo-random walk over 0 … 10^13 kuruş, both signs, so a failure repeats.
    let seed = 20261124;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let index = 0; index < 4000; index += 1) {
      const cents = Math.floor(next() * 10 ** Math.ceil(next() * 13)) * (index % 2 ? -1 : 1);
      // Intl writes a negative zero as -0,00; money has no such amount.
      const amount = cents / 100 || 0;
      for (const locale of ['tr', 'en', 'tr-TR', 'en-GB']) {
        expect(formatAmount(amount, locale), `${amount} ${locale}`).toBe(intl(amount, locale));
      }
    }
  });

  it('leaves other languages to Intl', () => {
    expect(formatAmount(1250.5, 'de')).toBe(intl(1250.5, 'de'));
  });
});
