import type { ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { MaskedFormField } from '../form-field/masked-form-field';
import type { RegistrationValues } from './registration-values';

/** The registration fields typed through a mask. */
type MaskedRegistrationField =
  | 'phone'
  | 'PersonalNo'
  | 'birthDateDay'
  | 'birthDateMonth'
  | 'birthDateYear';

export interface RegistrationMaskedFieldProps {
  /** The form's control from `useForm`. */
  control: Control<RegistrationValues>;
  /** Which registration field this input fills. */
  name: MaskedRegistrationField;
  /** The visible label. */
  label: ReactNode;
  /** The imask pattern. */
  mask: string;
  /** Autofill hint. */
  autoComplete?: string;
  /** Placeholder text. */
  placeholder?: string;
  /** Extra class names of the field. */
  className?: string;
}

/** A masked registration input wired to react-hook-form (value, blur, focus on error). */
export function RegistrationMaskedField({
  control,
  name,
  ...fieldProps
}: RegistrationMaskedFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedFormField
          {...fieldProps}
          name={field.name}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
