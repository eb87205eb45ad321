/** The digit-group and decimal marks of a language: Turkish `.` and `,`, English `,` and `.`. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

const marksByLocale = new Map<string, NumberMarks>();

/** The marks `locale` writes numbers with, as Intl writes them (found once per locale). */
export function numberMarksOf(locale: string): NumberMarks {
  let marks = marksByLocale.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    marks = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    marksByLocale.set(locale, marks);
  }
  return marks;
}

const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * Reads a number the way a player of `locale` writes it. Turkish (the default): '1.234,56' →
 * 1234.56, '1234,5' → 1234.5, '1.234' → 1234 (dots grouping thousands), and a lone dot not
 * grouping thousands ('12.5') is read as a decimal point. English: '1,234.56' → 1234.56. Currency
 * signs and spaces are ignored. Returns NaN when it is not a number.
 */
export function parseLocalNumber(input: string | number, locale = 'tr-TR'): number {
  if (typeof input === 'number') return input;
  const { group, decimal } = numberMarksOf(locale);
  const text = input
    .replace(/[\p{Sc}\s\u00a0\u202f]/gu, '')
    .replace(/^\u2212/, '-')
    .replace(/^\+/, '');
  const withoutGroups = text.split(group).join('');
  const groupsThousands = new RegExp(`^-?\\d{1,3}(${escapeRegExp(group)}\\d{3})+$`);
  let normalised: string;
  if (text.includes(decimal)) normalised = withoutGroups.replace(decimal, '.');
  else if (groupsThousands.test(text)) normalised = withoutGroups;
  else normalised = text;
  return plainNumber.test(normalised) ? Number(normalised) : Number.NaN;
}

function escapeRegExp(mark: string): string {
  return mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Writes a number the way a player of `locale` reads it, with exactly `scale` digits after the
 * decimal mark: (1234.5, 2) → '1.234,50' in Turkish (the default), '1,234.50' in English;
 * (1234, 0) → '1.234'. The inverse of parseLocalNumber.
 */
export function formatLocalNumber(value: number, scale: number, locale = 'tr-TR'): string {
  const key = `${locale}|${scale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
