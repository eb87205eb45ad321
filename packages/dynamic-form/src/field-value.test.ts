import { describe, expect, it } from 'vitest';
import { booleanOf, textOf } from './field-value';

describe('textOf', () => {
  it('gives empty text for no value and writes numbers and booleans out', () => {
    expect(textOf(undefined)).toBe('');
    expect(textOf(null)).toBe('');
    expect(textOf(12.5)).toBe('12.5');
    expect(textOf(false)).toBe('false');
  });
});

describe('booleanOf', () => {
  it('reads ticked checkbox values as true and anything else as false', () => {
    for (const value of [true, 'true', 'on', '1', 'TRUE']) expect(booleanOf(value)).toBe(true);
    for (const value of [false, 'false', '', '0', null, undefined]) {
      expect(booleanOf(value)).toBe(false);
    }
  });
});
