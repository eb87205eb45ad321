import { describe, expect, it } from 'vitest';
import { clampNumber, stepNumber } from './clamp-number';

describe('clampNumber', () => {
  it('keeps a value inside min and max', () => {
    expect(clampNumber(5, { min: 10, max: 100 })).toBe(10);
    expect(clampNumber(500, { min: 10, max: 100 })).toBe(100);
    expect(clampNumber(50, { min: 10, max: 100 })).toBe(50);
  });

  it('treats a missing bound as unbounded', () => {
    expect(clampNumber(-5, { min: null, max: 100 })).toBe(-5);
    expect(clampNumber(1e9, {})).toBe(1e9);
  });

  it('rounds to a whole number for integer fields', () => {
    expect(clampNumber(12.6, { integer: true })).toBe(13);
    expect(clampNumber(12.6, {})).toBe(12.6);
  });

  it('leaves NaN alone', () => {
    expect(clampNumber(Number.NaN, { min: 1 })).toBeNaN();
  });
});

describe('stepNumber', () => {
  it('steps by 1 by default and respects the bounds', () => {
    expect(stepNumber(5, 1, {})).toBe(6);
    expect(stepNumber(5, -1, { min: 5 })).toBe(5);
    expect(stepNumber(10, 1, { max: 10 })).toBe(10);
  });

  it('steps by a decimal step without float noise', () => {
    expect(stepNumber(0.1, 1, { step: 0.2 })).toBe(0.3);
  });

  it('starts an empty field from min, or from 0', () => {
    expect(stepNumber(Number.NaN, 1, { min: 50 })).toBe(51);
    expect(stepNumber(Number.NaN, -1, {})).toBe(-1);
  });
});
