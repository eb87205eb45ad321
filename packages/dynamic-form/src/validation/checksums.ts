const separators = /[\s\u00a0\u202f-]/g;

/**
 * Whether an IBAN passes the ISO 13616 mod-97 check: two letters, two check digits and 11 to 30
 * letters or digits, spaces and dashes ignored, case ignored. 'TR33 0006 1005 1978 6457 8413 26'
 * passes; changing any digit fails.
 */
export function isValidIban(value: string): boolean {
  const iban = value.replace(separators, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  // The country code and check digits move to the end; letters count as 10 (A) to 35 (Z).
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * Whether a card number passes the Luhn check: 12 to 19 digits, spaces and dashes ignored.
 * '4111 1111 1111 1111' passes; '4111 1111 1111 1112' fails.
 */
export function passesLuhn(value: string): boolean {
  const digits = value.replace(separators, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    // Every second digit from the right is doubled; a two-digit result counts as its digit sum.
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** True for a card's expiry field: the `99/99` (MM/YY) mask, or a key naming an expiry. */
export function isCardExpiryField(field: { key: string; mask?: string | null }): boolean {
  return field.mask?.replace(/\s+/g, '') === '99/99' || /expir/i.test(field.key);
}

/**
 * What is wrong with a card's expiry `MM/YY` (or `MMYY`) at `now`: `month` when the month is not
 * 01–12, `past` when the card expired (it is valid through the last day of its month, in local
 * time), nothing when it may still pay. The API checks the same.
 */
export function cardExpiryProblem(value: string, now: Date = new Date()): 'month' | 'past' | null {
  const match = /^(\d{2})\/?(\d{2})$/.exec(value.replace(/\s+/g, ''));
  if (!match) return 'month';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'month';
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? 'past' : null;
}
