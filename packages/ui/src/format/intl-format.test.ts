import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format';

describe('numberFormat', () => {
  it('formats as a new Intl.NumberFormat would, and shares one per locale and options', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('tr', options).format(1250.5)).toBe('1.250,50');
    expect(numberFormat('en', options).format(1250.5)).toBe('1,250.50');
    expect(numberFormat('tr', { ...options })).toBe(numberFormat('tr', options));
    expect(numberFormat('tr', { ...options, signDisplay: 'exceptZero' })).not.toBe(
      numberFormat('tr', options),
    );
  });
});

describe('dateTimeFormat', () => {
  it('formats as a new Intl.DateTimeFormat would, and shares one per locale and options', () => {
    const options = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('tr', options).format(Date.UTC(2026, 10, 24))).toBe('24.11.2026');
    expect(dateTimeFormat('tr', { ...options })).toBe(dateTimeFormat('tr', options));
    expect(dateTimeFormat('en', options)).not.toBe(dateTimeFormat('tr', options));
  });
});
