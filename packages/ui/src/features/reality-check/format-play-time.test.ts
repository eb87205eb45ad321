import { describe, expect, it } from 'vitest';
import { formatClock, formatNet, minutesLeft, splitHoursMinutes } from './format-play-time';

describe('reality check formats', () => {
  it('writes elapsed time as a clock', () => {
    expect(formatClock(754_000)).toBe('00:12:34');
    expect(formatClock(3_600_999)).toBe('01:00:00');
    expect(formatClock(-5)).toBe('00:00:00');
  });

  it('splits a span into whole hours and minutes', () => {
    expect(splitHoursMinutes(3_900_000)).toEqual({ hours: 1, minutes: 5 });
    expect(splitHoursMinutes(59_999)).toEqual({ hours: 0, minutes: 0 });
  });

  it('rounds minutes left up', () => {
    expect(minutesLeft(61_000)).toBe(2);
    expect(minutesLeft(0)).toBe(0);
  });

  it('signs a net result', () => {
    expect(formatNet(-25, 'tr')).toBe('−₺25,00');
    expect(formatNet(1250.5, 'tr')).toBe('+₺1.250,50');
    expect(formatNet(0, 'en')).toBe('₺0.00');
  });
});
