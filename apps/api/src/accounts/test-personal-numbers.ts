/**
 * A valid TC number (kimlik no) of its own for test player `index`: nine digits from the index,
 * the first not 0, then the two check digits.
 */
export function testPersonalNo(index: number): string {
  const nine = String(100_000_000 + (index % 900_000_000));
  const digits = [...nine].map(Number);
  const at = (position: number) => digits[position - 1] ?? 0;
  const odd = at(1) + at(3) + at(5) + at(7) + at(9);
  const even = at(2) + at(4) + at(6) + at(8);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (digits.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}
