import { describe, expect, it } from 'vitest';
import { formatBonusTime } from './format-bonus-time';

describe('formatBonusTime', () => {
  it('formats like the other account tables, reading a date without zone as UTC', () => {
    expect(formatBonusTime('2026-11-22T11:05:00Z', 'tr', 'Europe/Istanbul')).toBe(
      '22.11.2026 14:05',
    );
    expect(formatBonusTime('2026-11-22T11:05:00', 'tr', 'Europe/Istanbul')).toBe(
      '22.11.2026 14:05',
    );
  });

  it("shows '-' when the date is missing or invalid", () => {
    expect(formatBonusTime(null, 'tr')).toBe('-');
    expect(formatBonusTime(undefined, 'en')).toBe('-');
    expect(formatBonusTime('soon', 'en')).toBe('-');
  });
});
