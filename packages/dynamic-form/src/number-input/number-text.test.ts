import { describe, expect, it } from 'vitest';
import {
  commitNumberText,
  type NumberTextOptions,
  quickAmountsFor,
  sanitizeNumberText,
  stepNumberText,
} from './number-text';

const amount: NumberTextOptions = { integer: false, min: 50, max: 5000, step: 1, scale: 2 };
const count: NumberTextOptions = { integer: true, min: null, max: null, step: 1, scale: 0 };

describe('sanitizeNumberText', () => {
  it('keeps digits, thousands dots and one decimal comma with at most scale decimals', () => {
    expect(sanitizeNumberText('₺1.234,567', amount)).toBe('1.234,56');
    expect(sanitizeNumberText('12a3,4,5', amount)).toBe('123,45');
    expect(sanitizeNumberText('1 000', amount)).toBe('1000');
  });

  it('drops the decimal comma of a whole-number field', () => {
    expect(sanitizeNumberText('1,5', count)).toBe('15');
  });

  it('keeps a leading minus only where the minimum allows negatives', () => {
    expect(sanitizeNumberText('-12', count)).toBe('-12');
    expect(sanitizeNumberText('-12', amount)).toBe('12');
  });
});

describe('commitNumberText', () => {
  it('writes the number in Turkish and never moves it into min and max (issue 21)', () => {
    expect(commitNumberText('6000', amount)).toBe('6.000,00');
    expect(commitNumberText('10', amount)).toBe('10,00');
    expect(commitNumberText('1234,5', amount)).toBe('1.234,50');
    expect(commitNumberText('1234', count)).toBe('1.234');
  });

  it('leaves empty text and text that is no number for validation', () => {
    expect(commitNumberText('', amount)).toBe('');
    expect(commitNumberText('1,2,3', amount)).toBe('1,2,3');
  });
});

describe('stepNumberText', () => {
  it('adds or takes one step and clamps', () => {
    expect(stepNumberText('100,50', 1, amount)).toBe('101,50');
    expect(stepNumberText('5.000,00', 1, amount)).toBe('5.000,00');
    expect(stepNumberText('50,00', -1, amount)).toBe('50,00');
    expect(stepNumberText('1.234', -1, count)).toBe('1.233');
  });

  it('takes an empty field to its minimum, or one step from 0 without one', () => {
    expect(stepNumberText('', 1, amount)).toBe('50,00');
    expect(stepNumberText('', -1, amount)).toBe('50,00');
    expect(stepNumberText('', 1, count)).toBe('1');
    expect(stepNumberText('', -1, count)).toBe('-1');
  });
});

describe('quickAmountsFor', () => {
  it('offers round amounts inside the limits, the minimum first when it is not one', () => {
    expect(quickAmountsFor(100, 100_000)).toEqual([100, 250, 500, 1_000]);
    expect(quickAmountsFor(500, 250_000)).toEqual([500, 1_000, 2_500, 5_000]);
    expect(quickAmountsFor(50, 50_000)).toEqual([50, 100, 250, 500]);
    expect(quickAmountsFor(100, 300)).toEqual([100, 250]);
    expect(quickAmountsFor(null, null)).toEqual([100, 250, 500, 1_000]);
    expect(quickAmountsFor(10, 40)).toEqual([10]);
  });
});
