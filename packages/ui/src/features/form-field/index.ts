export type { FieldControlProps, FieldShellProps } from './field-shell';
export { FieldShell } from './field-shell';
export type { FormFieldProps } from './form-field';
export { FormField } from './form-field';
export type { MaskedFormFieldProps } from './masked-form-field';
export { MaskedFormField, turkishPhoneMask } from './masked-form-field';
export type { PhoneFieldProps } from './phone-field';
export { formatTurkishPhone, PhoneField } from './phone-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { SelectField } from './select-field';
export {
  describeValidationIssueWith,
  useTranslatedZodResolver,
} from './use-translated-zod-resolver';
