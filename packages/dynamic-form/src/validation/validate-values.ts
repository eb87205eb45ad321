import { type FieldModel, type NumberFieldFormat, toFieldModel } from '../field-model/field-model';
import { textOf } from '../field-value';
import { isMaskedValueEmpty, matchesMask, unmaskValue } from '../mask/mask-value';
import { parseLocalNumber } from '../number-input/local-number';
import type {
  PaymentFieldDefinition,
  PaymentFieldValue,
  PaymentFormValues,
} from '../payment-field';
import { cardExpiryProblem, isCardExpiryField, isValidIban, passesLuhn } from './checksums';

/** The i18n key of a payment field's error. */
export type PaymentFieldErrorKey =
  | 'validation.required'
  | 'validation.min'
  | 'validation.max'
  | 'validation.mask'
  | 'validation.number'
  | 'validation.iban'
  | 'validation.luhn'
  | 'validation.expiryMonth'
  | 'validation.expired';

/** Errors by field key; a valid field has no entry. */
export type PaymentFormErrors = Partial<Record<string, PaymentFieldErrorKey>>;

function checksumErrorOf(model: FieldModel, text: string): PaymentFieldErrorKey | undefined {
  const bare = model.kind === 'masked' ? unmaskValue(model.mask, text) : text;
  if (model.checksum === 'iban') return isValidIban(bare) ? undefined : 'validation.iban';
  if (model.checksum === 'luhn') return passesLuhn(bare) ? undefined : 'validation.luhn';
  return undefined;
}

function errorOf(model: FieldModel, value: PaymentFieldValue): PaymentFieldErrorKey | undefined {
  // A checkbox always holds a value: unticked is the answer 'no', not a missing answer.
  if (model.kind === 'checkbox') return undefined;
  const text = textOf(value).trim();
  if (text === '') return 'validation.required';

  switch (model.kind) {
    case 'dropdown':
      // A value the server did not offer is no choice at all.
      return model.options.some((option) => option.value === text)
        ? undefined
        : 'validation.required';
    case 'masked':
      if (isMaskedValueEmpty(model.mask, text)) return 'validation.required';
      if (!matchesMask(model.mask, text)) return 'validation.mask';
      if (isCardExpiryField(model)) {
        const problem = cardExpiryProblem(text);
        if (problem) return problem === 'past' ? 'validation.expired' : 'validation.expiryMonth';
      }
      return checksumErrorOf(model, text);
    case 'number': {
      const number = parseLocalNumber(typeof value === 'number' ? value : text, model.locale);
      if (!Number.isFinite(number) || (model.integer && !Number.isInteger(number))) {
        return 'validation.number';
      }
      if (model.min != null && number < model.min) return 'validation.min';
      if (model.max != null && number > model.max) return 'validation.max';
      return undefined;
    }
    case 'text':
      return checksumErrorOf(model, text);
    default:
      return undefined;
  }
}

/**
 * Checks every field (SPEC §5: all are required): empty → required, a masked value that does not
 * fill its mask → mask, not a (whole) number → number, out of bounds → min or max, an Iban that
 * fails mod-97 → iban, a CardNo that fails Luhn → luhn, a card expiry (MM/YY) with no such month
 * → expiryMonth, one already past → expired. Numbers are read in `format`'s language (default tr-TR).
 */
export function validateValues(
  fields: readonly PaymentFieldDefinition[],
  values: PaymentFormValues,
  format?: NumberFieldFormat,
): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  for (const field of fields) {
    const error = errorOf(toFieldModel(field, format), values[field.key]);
    if (error) errors[field.key] = error;
  }
  return errors;
}

/** Whether the form may be submitted: no field has an error. */
export function isFormValid(
  fields: readonly PaymentFieldDefinition[],
  values: PaymentFormValues,
  format?: NumberFieldFormat,
): boolean {
  return Object.keys(validateValues(fields, values, format)).length === 0;
}
