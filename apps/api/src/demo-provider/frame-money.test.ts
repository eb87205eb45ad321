import { formatMoney } from '@zar/locales/money';
import { describe, expect, it } from 'vitest';
import { frameMoney } from './frame-money';

/** An amount in lira as a frame writes it: the NumberFormat it makes from its boot data. */
function formatFrameMoney(lira: number, language: 'tr' | 'en'): string {
  const { locale, options } = frameMoney(language);
  return new Intl.NumberFormat(locale, options).format(lira);
}

describe('money in the framed pages (games, sportsbook)', () => {
  it('writes ₺ as the site does, in Turkish and in English — never TRY', () => {
    expect(formatFrameMoney(1250.5, 'tr')).toBe('₺1.250,50');
    expect(formatFrameMoney(1250.5, 'en')).toBe('₺1,250.50');
    expect(formatFrameMoney(0, 'en')).toBe('₺0.00');
    expect(formatFrameMoney(1250.5, 'en')).toBe(formatMoney(1250.5, 'en'));
    // What en-GB wrote before, with the default currency display.
    expect(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY' }).format(1),
    ).not.toBe(formatFrameMoney(1, 'en'));
    expect(frameMoney('en').options).toMatchObject({
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    });
  });
});
