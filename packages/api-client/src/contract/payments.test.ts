import { describe, expect, it } from 'vitest';
import { financialActivityFilter } from './financial-activities';
import { isValidCardNumber, isValidIban, matchesPaymentMask } from './payments';

describe('matchesPaymentMask', () => {
  const ibanMask = 'TR99 9999 9999 9999 9999 9999 99';

  it('reads 9 as a digit, a as a letter, * as either and the rest literally', () => {
    expect(matchesPaymentMask('TR33 0006 1005 1978 6457 8413 26', ibanMask)).toBe(true);
    expect(matchesPaymentMask('12/29', '99/99')).toBe(true);
    expect(matchesPaymentMask('AB-12', 'aa-99')).toBe(true);
    expect(matchesPaymentMask('Ç1', '**')).toBe(true);
    expect(matchesPaymentMask('12-29', '99/99')).toBe(false);
    expect(matchesPaymentMask('12/2', '99/99')).toBe(false);
    expect(matchesPaymentMask('DE33 0006 1005 1978 6457 8413 26', ibanMask)).toBe(false);
    expect(matchesPaymentMask('TR33 0006 1005 1978 6457 8413 2X', ibanMask)).toBe(false);
    expect(matchesPaymentMask('TR33 0006 1005 1978 6457 8413 2', ibanMask)).toBe(false);
  });

  it('lets formatting be left out, as the payment form sends masked values (12/29 as 1229)', () => {
    expect(matchesPaymentMask('1229', '99/99')).toBe(true);
    expect(matchesPaymentMask('AB12', 'aa-99')).toBe(true);
    expect(matchesPaymentMask('33000610051978645784132', ibanMask)).toBe(false);
  });

  it('ignores spaces on both sides', () => {
    expect(matchesPaymentMask('TR330006100519786457841326', ibanMask)).toBe(true);
    expect(matchesPaymentMask('4111111111111111', '9999 9999 9999 9999')).toBe(true);
  });

  it('lets the part after ? be left out, wholly or partly', () => {
    expect(matchesPaymentMask('1234', '9999?99')).toBe(true);
    expect(matchesPaymentMask('12345', '9999?99')).toBe(true);
    expect(matchesPaymentMask('123456', '9999?99')).toBe(true);
    expect(matchesPaymentMask('1234567', '9999?99')).toBe(false);
    expect(matchesPaymentMask('123', '9999?99')).toBe(false);
  });
});

describe('isValidIban', () => {
  it('accepts IBANs that pass mod-97, with or without spaces and in any case', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('tr330006100519786457841326')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
  });

  it('refuses a wrong check digit, a short Turkish IBAN and junk', () => {
    expect(isValidIban('TR34 0006 1005 1978 6457 8413 26')).toBe(false);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 2')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});

describe('isValidCardNumber', () => {
  it('accepts card numbers that pass Luhn', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('5555555555554444')).toBe(true);
  });

  it('refuses a wrong check digit or a wrong length', () => {
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111')).toBe(false);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(false);
  });
});

describe('financialActivityFilter', () => {
  it('defaults to all kinds, the first 20 rows, and takes ISO date-times with an offset', () => {
    expect(financialActivityFilter.parse({})).toEqual({ kind: 0, skip: 0, take: 20 });
    expect(
      financialActivityFilter.safeParse({ from: '2026-03-01T00:00:00+03:00', status: 2 }).success,
    ).toBe(true);
    expect(financialActivityFilter.safeParse({ from: '2026-03-01' }).success).toBe(false);
    expect(financialActivityFilter.safeParse({ kind: 3 }).success).toBe(false);
    expect(financialActivityFilter.safeParse({ take: 101 }).success).toBe(false);
  });
});
