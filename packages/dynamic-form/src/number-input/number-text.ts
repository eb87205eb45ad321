import type { NumberFieldModel } from '../field-model/field-model';
import { clampNumber, stepNumber } from './clamp-number';
import { formatLocalNumber, numberMarksOf, parseLocalNumber } from './local-number';

/** What the number text helpers read of a field: its bounds, step, decimals and language (default tr-TR). */
export type NumberTextOptions = Pick<
  NumberFieldModel,
  'integer' | 'min' | 'max' | 'step' | 'scale'
> &
  Partial<Pick<NumberFieldModel, 'locale'>>;

/**
 * Keeps what a player may type into a number field: digits, marks grouping thousands, one decimal
 * mark (a comma in Turkish) followed by at most `scale` digits (none in whole-number fields), and a
 * leading minus only where the field allows negatives. Currency signs, letters and spaces are dropped.
 */
export function sanitizeNumberText(text: string, options: NumberTextOptions): string {
  const { group, decimal } = numberMarksOf(options.locale ?? 'tr-TR');
  const negative = (options.min == null || options.min < 0) && /^\s*[-\u2212]/.test(text);
  const kept = (character: string) =>
    /\d/.test(character) || character === group || (!options.integer && character === decimal);
  let body = Array.from(text).filter(kept).join('');
  const point = options.integer ? -1 : body.indexOf(decimal);
  if (point >= 0) {
    const fraction = Array.from(body.slice(point + 1))
      .filter((character) => /\d/.test(character))
      .join('');
    body = `${body.slice(0, point + 1)}${fraction.slice(0, options.scale)}`;
  }
  return negative ? `-${body}` : body;
}

/**
 * The text a number field shows once the player leaves it: the number written in its language
 * ('6000' → '6.000,00' in Turkish), never moved into min and max behind the player's back: a typed 50 under
 * a minimum of 100 stays 50, and validation says 'at least ₺100,00' next to it. Empty text and
 * text that is no number stay as they are, for validation to report.
 */
export function commitNumberText(text: string, options: NumberTextOptions): string {
  if (text.trim() === '') return text;
  const value = parseLocalNumber(text, options.locale);
  if (Number.isNaN(value)) return text;
  return formatLocalNumber(
    options.integer ? Math.round(value) : value,
    options.scale,
    options.locale,
  );
}

/**
 * Sensible quick amounts for a field bounded by `min` and `max`: up to `count` round amounts
 * players pick (₺100, ₺250, ₺500 …) inside the bounds, the minimum first when it is not one of
 * them. Bank transfer ₺100–₺100.000 → 100, 250, 500, 1.000; crypto ₺500–₺250.000 → 500, 1.000,
 * 2.500, 5.000; a field without bounds gets the first four.
 */
export function quickAmountsFor(
  min: number | null | undefined,
  max: number | null | undefined,
  count = 4,
): number[] {
  const ladder = [100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000];
  const inside = ladder.filter(
    (amount) => (min == null || amount >= min) && (max == null || amount <= max),
  );
  const amounts = min != null && min > 0 && !inside.includes(min) ? [min, ...inside] : inside;
  if (amounts.length === 0 && max != null && max > 0) return [max];
  return amounts.slice(0, count);
}

/**
 * The text after one spin step (a spin button or an arrow key): `direction * step` added, clamped
 * and written in the field's language. An empty or unreadable field goes to its minimum, as a native number
 * input does, or one step from 0 when it has none.
 */
export function stepNumberText(
  text: string,
  direction: 1 | -1,
  options: NumberTextOptions,
): string {
  const current = text.trim() === '' ? Number.NaN : parseLocalNumber(text, options.locale);
  const next =
    Number.isNaN(current) && options.min != null
      ? clampNumber(options.min, options)
      : stepNumber(current, direction, options);
  return formatLocalNumber(next, options.scale, options.locale);
}
