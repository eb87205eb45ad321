import { type ReactNode, useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { FormField } from '../form-field/form-field';
import { MaskedFormField } from '../form-field/masked-form-field';
import { formatTurkishPhone, PhoneField } from '../form-field/phone-field';
import type { FormRules } from '../form-field/rules-resolver';
import type { StandardSchemaV1 } from '../form-field/standard-schema';

/** SPEC §5 SMS code mask of the phone validation dialog: `12-34-56`. */
export const dialogSmsCodeMask = '00-00-00';
/** SPEC §5 SMS code mask of the dashboard phone verification page: `123-456`. */
export const pageSmsCodeMask = '000-000';

/** Step 1 of both components: the number the SMS code goes to, digits only. */
export interface PhoneNumberValues {
  phone: string;
}
/** Step 2: the 6-digit SMS code (the phone is known by then). */
export interface SmsCodeValues {
  code: string;
}

/**
 * The validation rules of the two steps, each any Standard Schema over its values (the site
 * passes the contract's `phoneVerificationFormRules`: `phoneNumberRules` and `smsCodeRules`).
 */
export interface PhoneVerificationRules {
  phone: FormRules<PhoneNumberValues>;
  code: FormRules<SmsCodeValues>;
}

/** A Turkish mobile number as the mask completes it: 90 and 10 digits. */
const completeTurkishPhone = /^90\d{10}$/;

/**
 * The phone rules given, plus the mask's own promise: a Turkish mobile number is complete (90
 * and 10 digits) before a code is sent to it, so a half-typed number never leaves the form. The
 * mask's check says `validation.invalid`, and only once the given rules pass.
 */
export function withCompletePhone(
  rules: FormRules<PhoneNumberValues>,
): FormRules<PhoneNumberValues> {
  const standard = rules['~standard'];
  const check = (
    result: StandardSchemaV1.Result<PhoneNumberValues>,
  ): StandardSchemaV1.Result<PhoneNumberValues> =>
    result.issues || completeTurkishPhone.test(result.value.phone)
      ? result
      : { issues: [{ message: 'validation.invalid', path: ['phone'] }] };
  return {
    '~standard': {
      ...standard,
      validate: (value) => {
        const result = standard.validate(value);
        return result instanceof Promise ? result.then(check) : check(result);
      },
    },
  };
}

/** The step-1 rules with the mask's completeness check, kept while `rules` stays the same. */
export function useCompletePhoneRules(rules: FormRules<PhoneNumberValues>) {
  return useMemo(() => withCompletePhone(rules), [rules]);
}

/** A stored phone (digits, e.g. `905321234567`) as the player reads it: `90 532 123 45 67`. */
export function formatPhone(phone: string): string {
  return formatTurkishPhone(phone);
}

interface PhoneNumberDisplayProps {
  /** The visible label. */
  label: ReactNode;
  /** The number, digits only. */
  phone: string;
  /** Grey the field out (while a code for this number is being checked). Default `false`. */
  disabled?: boolean;
}

/** A phone number the player can read and copy but not change. */
export function PhoneNumberDisplay({ label, phone, disabled = false }: PhoneNumberDisplayProps) {
  return (
    <FormField
      label={label}
      value={formatPhone(phone)}
      inputMode="tel"
      disabled={disabled}
      readOnly
    />
  );
}

interface PhoneNumberInputProps {
  /** The form's control; the input fills its `phone`. */
  control: Control<PhoneNumberValues>;
  /** The visible label. */
  label: ReactNode;
  /** Show the number without letting the player change it (it is still validated). */
  readOnly?: boolean;
  /** A short help text under the input. */
  hint?: ReactNode;
}

/**
 * The phone input of both components: while editable it takes `+90 5xx`, `05xx` or `5xx` as typed
 * (`PhoneField`); read-only it shows `90 5xx xxx xx xx`.
 */
export function PhoneNumberInput({
  control,
  label,
  readOnly = false,
  hint,
}: PhoneNumberInputProps) {
  return (
    <Controller
      control={control}
      name="phone"
      render={({ field, fieldState }) =>
        readOnly ? (
          <FormField
            label={label}
            hint={hint}
            name={field.name}
            value={formatPhone(field.value)}
            ref={field.ref}
            error={fieldState.error?.message}
            inputMode="tel"
            readOnly
          />
        ) : (
          <PhoneField
            label={label}
            hint={hint}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )
      }
    />
  );
}

interface SmsCodeInputProps {
  /** The form's control; the input fills its `code`. */
  control: Control<SmsCodeValues>;
  /** The visible label. */
  label: ReactNode;
  /** `dialogSmsCodeMask` or `pageSmsCodeMask`; the value is the 6 digits either way. */
  mask: string;
  /** A short help text under the input. */
  hint?: ReactNode;
  /** Why the last code was refused (the server's message), shown under the input. */
  serverError?: string;
}

/** The masked 6-digit SMS code input, offered to the device's one-time-code autofill. */
export function SmsCodeInput({ control, label, mask, hint, serverError }: SmsCodeInputProps) {
  return (
    <Controller
      control={control}
      name="code"
      render={({ field, fieldState }) => (
        <MaskedFormField
          label={label}
          hint={hint}
          mask={mask}
          placeholder={mask.replaceAll('0', '_')}
          autoComplete="one-time-code"
          name={field.name}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message ?? serverError}
          className="zar-phone-verification__code"
        />
      )}
    />
  );
}
