import { describe, expect, it } from 'vitest';
import { formatTry } from './format-try';

describe('formatTry', () => {
  it('formats lira the Turkish way, with the sign in front', () => {
    expect(formatTry(1234.5)).toBe('₺1.234,50');
    expect(formatTry(0)).toBe('₺0,00');
    expect(formatTry(1000000)).toBe('₺1.000.000,00');
  });
});
