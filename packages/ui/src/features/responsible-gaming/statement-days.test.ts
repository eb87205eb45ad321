import { describe, expect, it } from 'vitest';
import { lastDays } from './statement-days';

describe('lastDays', () => {
  it('ends today in Istanbul and counts both ends', () => {
    // 22:30 UTC on 31 December is already 1 January in Istanbul (UTC+3).
    expect(lastDays(30, new Date('2026-12-31T22:30:00Z'))).toEqual({
      from: '2026-12-03',
      to: '2027-01-01',
    });
    expect(lastDays(1, new Date('2026-03-01T09:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });
});
