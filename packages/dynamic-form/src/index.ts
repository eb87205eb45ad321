export { DynamicForm, type DynamicFormProps } from './dynamic-form/dynamic-form';
export {
  type DynamicFormMessageKey,
  type DynamicFormMessageParams,
  type DynamicFormTranslate,
  englishMessages,
  translateForLocale,
  translateInEnglish,
  translateInTurkish,
  turkishMessages,
} from './dynamic-form/messages';
export {
  type CheckboxFieldModel,
  type DateTimeFieldModel,
  type DropdownFieldModel,
  type FieldChecksum,
  type FieldKind,
  type FieldModel,
  type MaskedFieldModel,
  type NumberFieldFormat,
  type NumberFieldModel,
  type TextFieldModel,
  toFieldModel,
} from './field-model/field-model';
export { Checkbox } from './field-parts/checkbox';
export { DateTimeInput } from './field-parts/date-time-input';
export { defaultComponents } from './field-parts/default-components';
export type {
  CheckboxProps,
  DateTimeInputProps,
  DynamicFormComponents,
  FieldControlAttributes,
  FieldPartProps,
  FieldShellProps,
  MaskedInputProps,
  NumberInputProps,
  PasteButtonProps,
  SelectProps,
  SubmitButtonProps,
  TextInputProps,
  TextValueProps,
} from './field-parts/field-part-props';
export { FieldShell } from './field-parts/field-shell';
export { MaskedInput } from './field-parts/masked-input';
export { NumberInput } from './field-parts/number-input';
export { PasteButton } from './field-parts/paste-button';
export { Select } from './field-parts/select';
export { SubmitButton } from './field-parts/submit-button';
export { TextInput } from './field-parts/text-input';
export { type SpinButtonHandlers, useSpinButton } from './field-parts/use-spin-button';
export {
  conformToImask,
  type ImaskPattern,
  placeholderOf,
  toImaskPattern,
} from './mask/imask-pattern';
export { isMaskedValueEmpty, matchesMask, unmaskValue } from './mask/mask-value';
export { clampNumber, type NumberBounds, stepNumber } from './number-input/clamp-number';
export {
  formatLocalNumber,
  type NumberMarks,
  numberMarksOf,
  parseLocalNumber,
} from './number-input/local-number';
export {
  commitNumberText,
  type NumberTextOptions,
  quickAmountsFor,
  sanitizeNumberText,
  stepNumberText,
} from './number-input/number-text';
export {
  createSpinRepeater,
  type SpinRepeater,
  type SpinRepeaterOptions,
} from './number-input/spin-repeater';
export {
  type PaymentDetail,
  type PaymentFieldDefinition,
  type PaymentFieldOption,
  PaymentFieldType,
  type PaymentFieldValue,
  type PaymentFormValues,
  type PaymentRequest,
} from './payment-field';
export { coerceSubmitValues } from './submit/coerce-submit-values';
export {
  cardExpiryProblem,
  isCardExpiryField,
  isValidIban,
  passesLuhn,
} from './validation/checksums';
export {
  isFormValid,
  type PaymentFieldErrorKey,
  type PaymentFormErrors,
  validateValues,
} from './validation/validate-values';
