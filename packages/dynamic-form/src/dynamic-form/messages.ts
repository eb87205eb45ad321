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

/**
 * The form's Turkish texts, the same as `paymentForm` in `@zar/locales` (a test keeps them equal),
 * used when no `translate` is given and the form's `locale` is Turkish.
 */
export const turkishMessages: Readonly<Record<DynamicFormMessageKey, string>> = {
  'validation.required': '{{label}} alanı zorunludur.',
  'validation.mask': '{{label}} alanını {{format}} biçiminde girin.',
  'validation.number': 'Geçerli bir sayı girin.',
  'validation.min': 'En az {{min}} girin.',
  'validation.max': 'En fazla {{max}} girin.',
  'validation.iban': 'Bu IBAN geçerli değil. Rakamlarını kontrol edin.',
  'validation.luhn': 'Bu kart numarası geçerli değil. Rakamlarını kontrol edin.',
  'validation.expiryMonth': 'Ayı 01 ile 12 arasında girin.',
  'validation.expired': 'Bu kartın son kullanma tarihi geçmiş. Geçerli bir kart kullanın.',
  'action.paste': '{{label}} panodan yapıştır',
  'action.quickAmounts': '{{label}} için hızlı tutarlar',
  'action.increment': '{{label}} artır',
  'action.decrement': '{{label}} azalt',
  'select.placeholder': 'Seçiniz…',
};

function fill(text: string, params: DynamicFormMessageParams): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/** The English message with its `{{params}}` filled in. */
export function translateInEnglish(
  key: DynamicFormMessageKey,
  params: DynamicFormMessageParams,
): string {
  return fill(englishMessages[key], params);
}

/** The Turkish message with its `{{params}}` filled in. */
export function translateInTurkish(
  key: DynamicFormMessageKey,
  params: DynamicFormMessageParams,
): string {
  return fill(turkishMessages[key], params);
}

/**
 * The built-in `translate` for a form's locale: Turkish for `tr` (`tr-TR`…), English for any
 * other language, so the form's own texts follow its `locale` with no setup.
 */
export function translateForLocale(locale: string): DynamicFormTranslate {
  return /^tr\b/i.test(locale) ? translateInTurkish : translateInEnglish;
}
