import { type FieldModel, type NumberFieldFormat, toFieldModel } from '../field-model/field-model';
import { booleanOf, textOf } from '../field-value';
import { unmaskValue } from '../mask/mask-value';
import { parseLocalNumber } from '../number-input/local-number';
import type {
  PaymentDetail,
  PaymentFieldDefinition,
  PaymentFieldValue,
  PaymentFormValues,
} from '../payment-field';

const numericId = /^-?\d+(\.\d+)?$/;

function coerceValue(model: FieldModel, value: PaymentFieldValue): string | number | boolean {
  switch (model.kind) {
    case 'dropdown': {
      const text = textOf(value);
      return numericId.test(text) ? Number(text) : text;
    }
    case 'number': {
      const number = parseLocalNumber(
        typeof value === 'number' ? value : textOf(value),
        model.locale,
      );
      // Validation keeps this from happening; the server would reject the text with its message.
      return Number.isNaN(number) ? textOf(value) : number;
    }
    case 'checkbox':
      return booleanOf(value);
    case 'masked': {
      const bare = unmaskValue(model.mask, textOf(value));
      return model.numeric ? Number(bare) : bare;
    }
    default:
      return textOf(value);
  }
}

/**
 * Builds the request's `detail` map from the form values (SPEC §5): Int, Long and Decimal become
 * numbers (read in `format`'s language: Turkish '1.234,56' by default; masked ones from their digits), dropdown ids numbers when
 * numeric, Bool a boolean, masked Strings their value without the mask's formatting literals,
 * other Strings unchanged. Only the
 * given fields are sent. Call it once `validateValues` found no errors.
 */
export function coerceSubmitValues(
  fields: readonly PaymentFieldDefinition[],
  values: PaymentFormValues,
  format?: NumberFieldFormat,
): PaymentDetail {
  const detail: PaymentDetail = {};
  for (const field of fields) {
    detail[field.key] = coerceValue(toFieldModel(field, format), values[field.key]);
  }
  return detail;
}
