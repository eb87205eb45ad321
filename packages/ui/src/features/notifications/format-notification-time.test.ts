import { describe, expect, it } from 'vitest';
import { formatNotificationTime, parseUtcTimestamp } from './format-notification-time';

describe('formatNotificationTime', () => {
  it('reads a timestamp without zone as UTC and shows it in the time zone', () => {
    expect(formatNotificationTime('2026-11-22T11:05:00', 'tr', 'Europe/Istanbul')).toBe(
      '22.Kas.26 14:05',
    );
    expect(formatNotificationTime('2026-11-22T11:05:00', 'en', 'Europe/Istanbul')).toBe(
      '22.Nov.26 14:05',
    );
    expect(formatNotificationTime('2026-11-22T11:05:00.1234567', 'tr', 'UTC')).toBe(
      '22.Kas.26 11:05',
    );
  });

  it('keeps a zone the server did give', () => {
    expect(formatNotificationTime('2026-08-03T23:30:00Z', 'tr', 'Europe/Istanbul')).toBe(
      '04.Ağu.26 02:30',
    );
    expect(formatNotificationTime('2026-08-03T23:30:00+03:00', 'en', 'UTC')).toBe(
      '03.Aug.26 20:30',
    );
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatNotificationTime('2026-01-01T00:00:00', 'en', 'UTC')).toBe('01.Jan.26 00:00');
  });

  it("shows '-' when the timestamp is missing or not a date", () => {
    expect(formatNotificationTime(null, 'tr')).toBe('-');
    expect(formatNotificationTime(undefined, 'tr')).toBe('-');
    expect(formatNotificationTime('', 'tr')).toBe('-');
    expect(formatNotificationTime('yesterday', 'en')).toBe('-');
    expect(parseUtcTimestamp('yesterday')).toBeUndefined();
  });
});
