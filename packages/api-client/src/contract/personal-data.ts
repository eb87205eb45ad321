/**
 * True when an 11-digit Turkish national ID (TC kimlik no) passes its checksum: the first digit
 * is not 0, the 10th and 11th digits are check digits of the ones before them.
 */
export function isValidPersonalNo(personalNo: string): boolean {
  if (!/^[1-9]\d{10}$/.test(personalNo)) return false;
  const digits = [...personalNo].map(Number);
  const at = (position: number) => digits[position - 1] ?? 0;
  const odd = at(1) + at(3) + at(5) + at(7) + at(9);
  const even = at(2) + at(4) + at(6) + at(8);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = digits.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return at(10) === tenth && at(11) === eleventh;
}

/**
 * True when year/month/day (digit strings) name a real calendar day from 1900 up to `today`,
 * e.g. ('1970', '01', '01'); 31 February or a future day is false.
 */
export function isPastCalendarDay(
  year: string,
  month: string,
  day: string,
  today = new Date(),
): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (![y, m, d].every(Number.isInteger) || y < 1900) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && date.getTime() <= today.getTime();
}

/**
 * Whole years between a birth day (year/month/day digit strings) and `today` (UTC), e.g. 17 the
 * day before an 18th birthday and 18 on it; NaN when the parts are not numbers.
 */
export function ageOnDay(year: string, month: string, day: string, today = new Date()): number {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return beforeBirthday ? age - 1 : age;
}

/**
 * A Turkish phone number as people type it — `+90 589 804 30 82`, `0589 804 30 82`,
 * `589 804 30 82` or `0090 589 804 30 82`, with or without spaces, dashes or brackets — as the digits SPEC §5 stores:
 * `905898043082`. The country code 90 or the trunk 0 in front is dropped and put back as 90; at
 * most 10 national digits are kept. Empty when no national digit was typed yet.
 */
export function normaliseTurkishPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  // A country code on its way (`+9`, `00`, `009`): no national number starts with 9 or 0.
  if (['9', '00', '009'].includes(digits)) return '';
  let national = digits;
  if (digits.startsWith('0090')) national = digits.slice(4);
  else if (digits.startsWith('90')) national = digits.slice(2);
  else if (digits.startsWith('0')) national = digits.slice(1);
  national = national.slice(0, 10);
  return national ? `90${national}` : '';
}
