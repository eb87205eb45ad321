import type { NumberFieldModel } from '../field-model/field-model';
import { clampNumber, stepNumber } from './clamp-number';
import { formatTurkishNumber, parseTurkishNumber } from './turkish-number';

/** What the number text helpers read of a field: its bounds, step and decimals. */
export type NumberTextOptions = Pick<
  NumberFieldModel,
  'integer' | 'min' | 'max' | 'step' | 'scale'
>;

/**
 * Keeps what a player may type into a number field: digits, dots grouping thousands, one decimal
 * comma followed by at most `scale` digits (none in whole-number fields), and a leading minus only
 * where the field allows negatives. The ₺ sign, letters and spaces are dropped.
 */
export function sanitizeNumberText(text: string, options: NumberTextOptions): string {
  const negative = (options.min == null || options.min < 0) && /^\s*[-\u2212]/.test(text);
  let body = text.replace(options.integer ? /[^\d.]/g : /[^\d.,]/g, '');
  const comma = body.indexOf(',');
  if (comma >= 0) {
    const fraction = body.slice(comma + 1).replace(/[.,]/g, '');
    body = `${body.slice(0, comma + 1)}${fraction.slice(0, options.scale)}`;
  }
  return negative ? `-${body}` : body;
}

/**
 * The text a number field shows once the player leaves it: the number clamped to min and max and
 * written in Turkish ('6000' with max 5000 → '5.000,00'). Empty text and text that is no number
 * stay as they are, for validation to report.
 */
export function commitNumberText(text: string, options: NumberTextOptions): string {
  if (text.trim() === '') return text;
  const value = parseTurkishNumber(text);
  if (Number.isNaN(value)) return text;
  return formatTurkishNumber(clampNumber(value, options), options.scale);
}

/**
 * The text after one spin step (a spin button or an arrow key): `direction * step` added, clamped
 * and written in Turkish. An empty or unreadable field goes to its minimum, as a native number
 * input does, or one step from 0 when it has none.
 */
export function stepNumberText(
  text: string,
  direction: 1 | -1,
  options: NumberTextOptions,
): string {
  const current = text.trim() === '' ? Number.NaN : parseTurkishNumber(text);
  const next =
    Number.isNaN(current) && options.min != null
      ? clampNumber(options.min, options)
      : stepNumber(current, direction, options);
  return formatTurkishNumber(next, options.scale);
}
