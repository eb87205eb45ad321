import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, moneyFormatOptions } from './money';

const intl = (amount: number, locale: string, signDisplay?: 'exceptZero') =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay,
  }).format(amount);

describe('formatMoney', () => {
  it('writes lira with ₺ in Turkish and in English', () => {
    expect(formatMoney(1234.5, 'tr')).toBe('₺1.234,50');
    expect(formatMoney(1234.5, 'en')).toBe('₺1,234.50');
    expect(formatMoney(1250.5, 'tr')).toBe('₺1.250,50');
    expect(formatMoney(1250.5, 'en')).toBe('₺1,250.50');
    expect(formatMoney(0, 'tr')).toBe('₺0,00');
    expect(formatMoney(1_000_000, 'tr-TR')).toBe('₺1.000.000,00');
    expect(formatMoney(-42.1, 'en')).toBe('-₺42.10');
  });

  it('shows the sign of a positive amount only when asked, never on zero', () => {
    expect(formatMoney(25, 'tr', 'TRY', { sign: 'exceptZero' })).toBe('+₺25,00');
    expect(formatMoney(-25, 'tr', 'TRY', { sign: 'exceptZero' })).toBe('-₺25,00');
    expect(formatMoney(0, 'en', 'TRY', { sign: 'exceptZero' })).toBe('₺0.00');
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
      // Intl writes a negative zero as -₺0,00; money has no such amount.
      const amount = cents / 100 || 0;
      for (const locale of ['tr', 'en', 'tr-TR', 'en-GB']) {
        expect(formatMoney(amount, locale), `${amount} ${locale}`).toBe(intl(amount, locale));
        expect(formatMoney(amount, locale, 'TRY', { sign: 'exceptZero' })).toBe(
          intl(amount, locale, 'exceptZero'),
        );
      }
    }
  });

  it('leaves other languages, currencies and inexact amounts to Intl', () => {
    expect(formatMoney(1250.5, 'de')).toBe(intl(1250.5, 'de'));
    expect(formatMoney(1250.5, 'en', 'USD')).toBe('$1,250.50');
    expect(formatMoney(0.125, 'tr')).toBe(intl(0.125, 'tr'));
    expect(formatMoney(-0, 'tr')).toBe(intl(-0, 'tr'));
  });

  it('shares its options with the pages that make their own NumberFormat', () => {
    expect(new Intl.NumberFormat('en', moneyFormatOptions()).format(1250.5)).toBe('₺1,250.50');
  });
});

describe('formatMinorUnits', () => {
  it('writes kuruş as lira', () => {
    expect(formatMinorUnits(125_050n, 'tr')).toBe('₺1.250,50');
    expect(formatMinorUnits(7n, 'en')).toBe('₺0.07');
  });
});
