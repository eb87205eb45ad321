import { describe, expect, it } from 'vitest';
import { isMaskedValueEmpty, matchesMask, unmaskValue } from './mask-value';

describe('unmaskValue', () => {
  it('drops formatting literals and keeps letter and digit literals', () => {
    expect(unmaskValue('TR99 9999 99', 'TR33 0006 10')).toBe('TR33000610');
    expect(unmaskValue('(999) 999-9999', '(532) 123-4567')).toBe('5321234567');
    expect(unmaskValue('90 999 999 99 99', '90 532 123 45 67')).toBe('905321234567');
  });

  it('leaves an already unmasked value unchanged', () => {
    expect(unmaskValue('9999 9999 9999 9999', '4111111111111111')).toBe('4111111111111111');
  });
});

describe('matchesMask', () => {
  const iban = 'TR99 9999 9999 9999 9999 9999 99';

  it('accepts a complete value, masked or unmasked', () => {
    expect(matchesMask(iban, 'TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(matchesMask(iban, 'TR330006100519786457841326')).toBe(true);
  });

  it('rejects a short value, a wrong slot character or a missing data literal', () => {
    expect(matchesMask(iban, 'TR33 0006')).toBe(false);
    expect(matchesMask('9999', '12a4')).toBe(false);
    expect(matchesMask(iban, '330006100519786457841326')).toBe(false);
  });

  it('checks letters (Turkish included) and alphanumerics', () => {
    expect(matchesMask('aaa', 'ĞÜŞ')).toBe(true);
    expect(matchesMask('aaa', 'AB1')).toBe(false);
    expect(matchesMask('***', 'A1b')).toBe(true);
    expect(matchesMask('***', 'A1_')).toBe(false);
  });

  it('accepts any leading part of the optional remainder', () => {
    const mask = '(999) 999-9999? x99999';
    expect(matchesMask(mask, '(532) 123-4567')).toBe(true);
    expect(matchesMask(mask, '(532) 123-4567 x12')).toBe(true);
    expect(matchesMask(mask, '5321234567x12345')).toBe(true);
    expect(matchesMask(mask, '(532) 123-456')).toBe(false);
    expect(matchesMask(mask, '(532) 123-4567 x123456')).toBe(false);
  });
});

describe('isMaskedValueEmpty', () => {
  it('is empty with nothing typed, or only the mask literals', () => {
    expect(isMaskedValueEmpty('TR99 9999', '')).toBe(true);
    expect(isMaskedValueEmpty('TR99 9999', 'TR')).toBe(true);
    expect(isMaskedValueEmpty('(999) 999', '() ')).toBe(true);
    expect(isMaskedValueEmpty('TR99 9999', 'TR3')).toBe(false);
  });
});
