import { describe, expect, it } from 'vitest';
import { formatTurkishNumber, parseTurkishNumber } from './turkish-number';

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

describe('formatTurkishNumber', () => {
  it('groups thousands with dots and writes the fixed decimals after a comma', () => {
    expect(formatTurkishNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatTurkishNumber(1234567, 0)).toBe('1.234.567');
    expect(formatTurkishNumber(0.125, 2)).toBe('0,13');
  });

  it('is read back by parseTurkishNumber', () => {
    for (const [value, scale] of [
      [1234.56, 2],
      [-42, 0],
      [1000, 0],
      [5000, 2],
    ] as const) {
      expect(parseTurkishNumber(formatTurkishNumber(value, scale))).toBe(value);
    }
  });
});
