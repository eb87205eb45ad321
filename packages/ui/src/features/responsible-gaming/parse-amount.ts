const plainNumber = /^\d+(\.\d+)?$/;
const dotGroupedThousands = /^\d{1,3}(\.\d{3})+$/;

/**
 * A non-negative number as the player typed it in their language: Turkish `1.234,56` (a dot
 * groups thousands, `12.5` is still read as a decimal), English `1,234.56`. A `₺` sign and spaces
 * are ignored; `NaN` when it is not a number.
 */
export function parseAmount(input: string, locale: string): number {
  const text = input.replace(/[₺\s\u00a0\u202f]/g, '');
  let normalised: string;
  if (locale.startsWith('tr')) {
    if (text.includes(',')) normalised = text.replace(/\./g, '').replace(',', '.');
    else if (dotGroupedThousands.test(text)) normalised = text.replace(/\./g, '');
    else normalised = text;
  } else {
    normalised = text.replace(/,/g, '');
  }
  return plainNumber.test(normalised) ? Number(normalised) : Number.NaN;
}
