import { describe, expect, it } from 'vitest';
import { isValidIban, passesLuhn } from './checksums';

describe('isValidIban', () => {
  it('accepts IBANs whose check digits match, spaced or not, in any case', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('TR330006100519786457841326')).toBe(true);
    expect(isValidIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89-3704-0044-0532-0130-00')).toBe(true);
  });

  it('rejects a wrong check digit or a changed account digit', () => {
    expect(isValidIban('TR34 0006 1005 1978 6457 8413 26')).toBe(false);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 27')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
  });

  it('rejects text that is not shaped like an IBAN', () => {
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('TR33')).toBe(false);
    expect(isValidIban('3300 0610 0519 7864 5784 1326')).toBe(false);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 2!')).toBe(false);
  });
});

describe('passesLuhn', () => {
  it('accepts card numbers whose check digit matches', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('3782-822463-10005')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
    expect(passesLuhn('5555555555554445')).toBe(false);
  });

  it('rejects numbers too short or too long and anything but digits', () => {
    expect(passesLuhn('0000 0000 00')).toBe(false);
    expect(passesLuhn('4'.repeat(20))).toBe(false);
    expect(passesLuhn('4111 1111 1111 111a')).toBe(false);
  });
});
