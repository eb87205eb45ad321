import { describe, expect, it } from 'vitest';
import { parseTurkishNumber } from './turkish-number';

describe('parseTurkishNumber', () => {
  it('reads a decimal comma and dots grouping thousands', () => {
    expect(parseTurkishNumber('1.234,56')).toBe(1234.56);
    expect(parseTurkishNumber('1234,5')).toBe(1234.5);
    expect(parseTurkishNumber('1.234.567')).toBe(1234567);
    expect(parseTurkishNumber('1.234')).toBe(1234);
  });

  it('reads a lone dot that groups no thousands as a decimal point', () => {
    expect(parseTurkishNumber('12.5')).toBe(12.5);
  });

  it('ignores the lira sign, spaces and a leading plus, and reads negatives', () => {
    expect(parseTurkishNumber('₺ 1.000,00')).toBe(1000);
    expect(parseTurkishNumber('+42')).toBe(42);
    expect(parseTurkishNumber('-1.234,5')).toBe(-1234.5);
    expect(parseTurkishNumber('\u22127')).toBe(-7);
  });

  it('gives NaN for anything that is not a number', () => {
    expect(parseTurkishNumber('')).toBeNaN();
    expect(parseTurkishNumber('12a')).toBeNaN();
    expect(parseTurkishNumber('1,2,3')).toBeNaN();
    expect(parseTurkishNumber('1.23.4')).toBeNaN();
  });

  it('passes numbers through', () => {
    expect(parseTurkishNumber(3.5)).toBe(3.5);
  });
});
