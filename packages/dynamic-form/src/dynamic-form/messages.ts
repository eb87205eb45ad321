import type { PaymentFieldErrorKey } from '../validation/validate-values';

/**
 * Every text the form shows besides the server's field titles and the caller's submit label:
 *
 * | key | params | when |
 * |---|---|---|
 * | `validation.required` | label | a field is empty (every field is required) |
 * | `validation.mask` | label, format | a masked value does not fill its mask (`format` is the mask) |
 * | `validation.number` | label | a number field holds no (whole) number |
 * | `validation.min` / `validation.max` | label, min / max | a number is out of bounds (`₺50,00`) |
 * | `validation.iban` | label | an Iban fails the mod-97 check |
 * | `validation.luhn` | label | a CardNo fails the Luhn check |
 * | `validation.expiryMonth` | label | a card expiry (MM/YY) has no month 01–12 |
 * | `validation.expired` | label | a card expiry (MM/YY) is in the past |
 * | `action.quickAmounts` | label | the accessible name of the quick-amount buttons' group |
 * | `action.paste` | label | the accessible name of the paste-from-clipboard button |
 * | `action.increment` / `action.decrement` | label | the accessible names of the spin buttons |
 * | `select.placeholder` | label | the empty first choice of a dropdown |
 */
export type DynamicFormMessageKey =
  | PaymentFieldErrorKey
  | 'action.paste'
  | 'action.quickAmounts'
  | 'action.increment'
  | 'action.decrement'
  | 'select.placeholder';

/** Values a message may interpolate, by name (`label`, `format`, `min`, `max`). */
export type DynamicFormMessageParams = Readonly<Record<string, string>>;

/**
 * Turns a message key into the text to show, e.g. with i18next:
 * `(key, params) => t(\`payments.form.${key}\`, params)`.
 */
export type DynamicFormTranslate = (
  key: DynamicFormMessageKey,
  params: DynamicFormMessageParams,
) => string;

/** The form's English texts, used when no `translate` is given; `{{name}}` marks a param. */
export const englishMessages: Readonly<Record<DynamicFormMessageKey, string>> = {
  'validation.required': 'This field is required.',
  'validation.mask': 'Enter it in the format {{format}}.',
  'validation.number': 'Enter a valid number.',
  'validation.min': 'Enter at least {{min}}.',
  'validation.max': 'Enter at most {{max}}.',
  'validation.iban': 'This IBAN is not valid. Check its digits.',
  'validation.luhn': 'This card number is not valid. Check its digits.',
  'validation.expiryMonth': 'Enter the month as 01 to 12.',
  'validation.expired': 'This card has expired. Use a card that is still valid.',
  'action.paste': 'Paste {{label}} from the clipboard',
  'action.quickAmounts': 'Quick amounts for {{label}}',
  'action.increment': 'Increase {{label}}',
  'action.decrement': 'Decrease {{label}}',
  'select.placeholder': 'Select…',
};

/** The default `translate`: the English message with its `{{params}}` filled in. */
export function translateInEnglish(
  key: DynamicFormMessageKey,
  params: DynamicFormMessageParams,
): string {
  return englishMessages[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
