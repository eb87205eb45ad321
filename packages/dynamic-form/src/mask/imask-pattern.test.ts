import { IMask } from 'react-imask';
import { describe, expect, it } from 'vitest';
import { conformToImask, placeholderOf, toImaskPattern } from './imask-pattern';

function typeInto(serverMask: string, typed: string) {
  const masked = IMask.createMask(toImaskPattern(serverMask));
  masked.resolve(typed);
  return masked;
}

describe('toImaskPattern', () => {
  it('maps digit, letter and alphanumeric symbols to custom definitions', () => {
    const pattern = toImaskPattern('99-aa-**');
    expect(pattern.mask).toBe('99-aa-**');
    expect(pattern.definitions['9']?.test('7')).toBe(true);
    expect(pattern.definitions['9']?.test('x')).toBe(false);
    expect(pattern.definitions.a?.test('ş')).toBe(true);
    expect(pattern.definitions.a?.test('4')).toBe(false);
    expect(pattern.definitions['*']?.test('4')).toBe(true);
    expect(pattern.definitions['*']?.test('-')).toBe(false);
  });

  it('turns the optional remainder after ? into one IMask optional group', () => {
    expect(toImaskPattern('(999) 999-9999? x99999').mask).toBe('(999) 999-9999[ {x}99999]');
  });

  it('keeps letter and digit literals in the unmasked value and escapes IMask syntax', () => {
    expect(toImaskPattern('TR99 9999').mask).toBe('{TR}99 9999');
    expect(toImaskPattern('0 [99]').mask).toBe('{\\0} \\[99\\]');
  });

  it('formats an IBAN as IMask types it and unmasks it with its country code', () => {
    const masked = typeInto('TR99 9999 9999 9999 9999 9999 99', 'TR330006100519786457841326');
    expect(masked.value).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(masked.unmaskedValue).toBe('TR330006100519786457841326');
    expect(masked.isComplete).toBe(true);
  });

  it('rejects characters a slot does not accept', () => {
    const masked = typeInto('9999 9999', '12ab34');
    expect(masked.unmaskedValue).toBe('1234');
    expect(masked.isComplete).toBe(false);
  });

  it('completes without the optional remainder and accepts it when typed', () => {
    expect(typeInto('999? 99', '123').isComplete).toBe(true);
    const full = typeInto('999? 99', '12345');
    expect(full.value).toBe('123 45');
    expect(full.unmaskedValue).toBe('12345');
  });
});

describe('placeholderOf', () => {
  it('shows the server mask without the optional marker', () => {
    expect(placeholderOf('(999) 999-9999? x99999')).toBe('(999) 999-9999 x99999');
    expect(placeholderOf('TR99 9999')).toBe('TR99 9999');
  });

  it('has no placeholder without a mask', () => {
    expect(placeholderOf(null)).toBeUndefined();
    expect(placeholderOf('')).toBeUndefined();
  });
});

describe('conformToImask', () => {
  const iban = toImaskPattern('TR99 9999 9999 9999 9999 9999 99');

  it('formats pasted text as typing would: spaces, case and a missing country code', () => {
    for (const pasted of [
      'TR33 0006 1005 1978 6457 8413 26',
      'tr330006100519786457841326',
      '330006100519786457841326',
      ' TR33\u00a00006 1005 1978 6457 8413 26 ',
    ]) {
      expect(conformToImask(iban, pasted)).toBe('TR33 0006 1005 1978 6457 8413 26');
    }
  });

  it('skips what the slots do not take and stops at the end of the mask', () => {
    const card = toImaskPattern('9999 9999 9999 9999');
    expect(conformToImask(card, '4111-1111-1111-1111-99')).toBe('4111 1111 1111 1111');
  });
});
