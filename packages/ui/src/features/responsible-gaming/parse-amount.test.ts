import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads Turkish amounts: decimal comma, dots grouping thousands', () => {
    expect(parseAmount('1.234,56', 'tr')).toBe(1234.56);
    expect(parseAmount('₺ 2.000', 'tr')).toBe(2000);
    expect(parseAmount('250,5', 'tr')).toBe(250.5);
    expect(parseAmount('12.5', 'tr')).toBe(12.5);
  });

  it('reads English amounts: decimal point, commas grouping thousands', () => {
    expect(parseAmount('1,234.56', 'en')).toBe(1234.56);
    expect(parseAmount('60', 'en')).toBe(60);
  });

  it('is NaN for anything else', () => {
    expect(parseAmount('', 'tr')).toBeNaN();
    expect(parseAmount('abc', 'tr')).toBeNaN();
    expect(parseAmount('-5', 'en')).toBeNaN();
    expect(parseAmount('1,2,3', 'tr')).toBeNaN();
  });
});
