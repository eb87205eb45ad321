import { describe, expect, it } from 'vitest';
import { formatFrameMoney, frameMoney } from './frame-money';

describe('money in the framed pages (games, sportsbook)', () => {
  it('writes ₺ as the site does, in Turkish and in English — never TRY', () => {
    expect(formatFrameMoney(1250.5, 'tr')).toBe('₺1.250,50');
    expect(formatFrameMoney(1250.5, 'en')).toBe('₺1,250.50');
    expect(formatFrameMoney(0, 'en')).toBe('₺0.00');
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
