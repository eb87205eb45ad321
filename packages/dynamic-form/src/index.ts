export {
  type CheckboxFieldModel,
  type DateTimeFieldModel,
  type DropdownFieldModel,
  type FieldKind,
  type FieldModel,
  type MaskedFieldModel,
  type NumberFieldModel,
  type TextFieldModel,
  toFieldModel,
} from './field-model/field-model';
export { type ImaskPattern, placeholderOf, toImaskPattern } from './mask/imask-pattern';
export { isMaskedValueEmpty, matchesMask, unmaskValue } from './mask/mask-value';
export { formatTry } from './money/format-try';
export { clampNumber, type NumberBounds, stepNumber } from './number-input/clamp-number';
export {
  createSpinRepeater,
  type SpinRepeater,
  type SpinRepeaterOptions,
} from './number-input/spin-repeater';
export { parseTurkishNumber } from './number-input/turkish-number';
export {
  type PaymentDetail,
  type PaymentFieldDefinition,
  type PaymentFieldOption,
  PaymentFieldType,
  type PaymentFieldValue,
  type PaymentFormValues,
} from './payment-field';
export { coerceSubmitValues } from './submit/coerce-submit-values';
export {
  isFormValid,
  type PaymentFieldErrorKey,
  type PaymentFormErrors,
  validateValues,
} from './validation/validate-values';
