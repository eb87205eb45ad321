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
