const thousandsGrouped = /^-?\d{1,3}(\.\d{3})+$/;
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * Reads a number the way a Turkish player writes it: '1.234,56' → 1234.56, '1234,5' → 1234.5,
 * '1.234' → 1234 (dots grouping thousands). A lone dot not grouping thousands ('12.5') is read
 * as a decimal point. A '₺' sign and spaces are ignored. Returns NaN when it is not a number.
 */
export function parseTurkishNumber(input: string | number): number {
  if (typeof input === 'number') return input;
  const text = input
    .replace(/[₺\s\u00a0\u202f]/g, '')
    .replace(/^\u2212/, '-')
    .replace(/^\+/, '');
  let normalised: string;
  if (text.includes(',')) normalised = text.replace(/\./g, '').replace(',', '.');
  else if (thousandsGrouped.test(text)) normalised = text.replace(/\./g, '');
  else normalised = text;
  return plainNumber.test(normalised) ? Number(normalised) : Number.NaN;
}

const formattersByScale = new Map<number, Intl.NumberFormat>();

/**
 * Writes a number the way a Turkish player reads it, with exactly `scale` digits after the
 * decimal comma: (1234.5, 2) → '1.234,50', (1234, 0) → '1.234'. The inverse of parseTurkishNumber.
 */
export function formatTurkishNumber(value: number, scale: number): string {
  let formatter = formattersByScale.get(scale);
  if (!formatter) {
    formatter = new Intl.NumberFormat('tr-TR', {
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
    });
    formattersByScale.set(scale, formatter);
  }
  return formatter.format(value);
}
