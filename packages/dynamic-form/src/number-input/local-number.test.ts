import { describe, expect, it } from 'vitest';
import { formatLocalNumber, parseLocalNumber } from './local-number';

describe('parseLocalNumber', () => {
  it('reads a decimal comma and dots grouping thousands', () => {
    expect(parseLocalNumber('1.234,56')).toBe(1234.56);
    expect(parseLocalNumber('1234,5')).toBe(1234.5);
    expect(parseLocalNumber('1.234.567')).toBe(1234567);
    expect(parseLocalNumber('1.234')).toBe(1234);
  });

  it('reads a lone dot that groups no thousands as a decimal point', () => {
    expect(parseLocalNumber('12.5')).toBe(12.5);
  });

  it('ignores the lira sign, spaces and a leading plus, and reads negatives', () => {
    expect(parseLocalNumber('₺ 1.000,00')).toBe(1000);
    expect(parseLocalNumber('+42')).toBe(42);
    expect(parseLocalNumber('-1.234,5')).toBe(-1234.5);
    expect(parseLocalNumber('\u22127')).toBe(-7);
  });

  it('gives NaN for anything that is not a number', () => {
    expect(parseLocalNumber('')).toBeNaN();
    expect(parseLocalNumber('12a')).toBeNaN();
    expect(parseLocalNumber('1,2,3')).toBeNaN();
    expect(parseLocalNumber('1.23.4')).toBeNaN();
  });

  it('passes numbers through', () => {
    expect(parseLocalNumber(3.5)).toBe(3.5);
  });
});

describe('formatLocalNumber', () => {
  it('groups thousands with dots and writes the fixed decimals after a comma', () => {
    expect(formatLocalNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatLocalNumber(1234567, 0)).toBe('1.234.567');
    expect(formatLocalNumber(0.125, 2)).toBe('0,13');
  });

  it('is read back by parseLocalNumber', () => {
    for (const [value, scale] of [
      [1234.56, 2],
      [-42, 0],
      [1000, 0],
      [5000, 2],
    ] as const) {
      expect(parseLocalNumber(formatLocalNumber(value, scale))).toBe(value);
    }
  });
});

describe('numbers in English', () => {
  it('reads a decimal point and commas grouping thousands', () => {
    expect(parseLocalNumber('1,234.56', 'en')).toBe(1234.56);
    expect(parseLocalNumber('1,234', 'en')).toBe(1234);
    expect(parseLocalNumber('$ 1,000.00', 'en')).toBe(1000);
    expect(parseLocalNumber('12,5', 'en')).toBeNaN();
  });

  it('writes them back the same way', () => {
    expect(formatLocalNumber(1234.5, 2, 'en')).toBe('1,234.50');
    expect(parseLocalNumber(formatLocalNumber(-1234.56, 2, 'en'), 'en')).toBe(-1234.56);
  });
});
