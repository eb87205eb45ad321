import { describe, expect, it } from 'vitest';
import { requestLocale } from './messages';

describe('requestLocale', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    [' en ', 'en'],
    ['en-GB', 'en'],
    ['tr_TR', 'tr'],
    ['tr', 'tr'],
    ['de', 'tr'],
    ['e-', 'tr'],
    ['', 'tr'],
  ])('reads %j as %s', (header, locale) => {
    expect(requestLocale({ locale: header })).toBe(locale);
  });

  it('reads the first of repeated headers and falls back to Turkish without one', () => {
    expect(requestLocale({ locale: ['en', 'tr'] } as never)).toBe('en');
    expect(requestLocale({})).toBe('tr');
  });
});
