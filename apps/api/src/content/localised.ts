import type { Locale } from '../http';

/** A row with a column per language, e.g. `title_tr` and `title_en`. */
type Localised<Field extends string> = { [L in Locale as `${Field}_${L}`]: string | null };

/** The `field` column of `row` in `locale`, falling back to Turkish when that one is empty. */
export function inLocale<Field extends string>(
  row: Localised<Field>,
  field: Field,
  locale: Locale,
): string | null {
  const value = (row as Record<string, string | null>)[`${field}_${locale}`];
  return value || (row as Record<string, string | null>)[`${field}_tr`] || null;
}
