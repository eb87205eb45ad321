import type { FieldErrors, Resolver } from 'react-hook-form';
import type { FieldModel, NumberFieldFormat } from '../field-model/field-model';
import type {
  PaymentFieldDefinition,
  PaymentFieldValue,
  PaymentFormValues,
} from '../payment-field';
import { validateValues } from '../validation/validate-values';

/**
 * The form's values by react-hook-form name. Fields are registered by position rather than by
 * server key, as react-hook-form reads dots and brackets in a name as a path.
 */
export type FormValuesByName = Record<string, PaymentFieldValue>;

/** The react-hook-form name of the field at `index` of the server's list. */
export function fieldNameOf(index: number): string {
  return `field-${index}`;
}

/** Empty values for a fresh form: unticked checkboxes, empty text everywhere else. */
export function emptyValuesOf(models: readonly FieldModel[]): FormValuesByName {
  return Object.fromEntries(
    models.map((model, index) => [fieldNameOf(index), model.kind === 'checkbox' ? false : '']),
  );
}

/** The form's values by server key, as the engine reads them. */
export function valuesByKey(
  fields: readonly PaymentFieldDefinition[],
  values: FormValuesByName,
): PaymentFormValues {
  return Object.fromEntries(fields.map((field, index) => [field.key, values[fieldNameOf(index)]]));
}

/**
 * A react-hook-form resolver running the engine's `validateValues`. Each error's `message` is its
 * key (`validation.required`, …), translated when shown.
 */
export function paymentFormResolver(
  fields: readonly PaymentFieldDefinition[],
  format?: NumberFieldFormat,
): Resolver<FormValuesByName> {
  return (values) => {
    const errorsByKey = validateValues(fields, valuesByKey(fields, values), format);
    const errors: FieldErrors<FormValuesByName> = {};
    fields.forEach((field, index) => {
      const key = errorsByKey[field.key];
      if (key) errors[fieldNameOf(index)] = { type: 'validate', message: key };
    });
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
