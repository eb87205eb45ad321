import { normaliseTurkishPhone } from '@zar/api-client';
import { useState } from 'react';
import { IMask } from 'react-imask';
import { type ControlledFieldProps, ControlledFieldShell } from './field-shell';
import { turkishPhoneMask } from './masked-form-field';

/** A stored phone (digits, e.g. `905898043082`) as the player reads it: `90 589 804 30 82`. */
export function formatTurkishPhone(phone: string): string {
  if (!phone) return '';
  return IMask.pipe(
    phone,
    { mask: turkishPhoneMask },
    IMask.PIPE_TYPE.UNMASKED,
    IMask.PIPE_TYPE.MASKED,
  );
}

/** What a phone input may hold while typed: digits, `+`, spaces, dashes and brackets. */
const typedCharacters = /[^\d+\s()-]/g;

export interface PhoneFieldProps extends ControlledFieldProps {
  /** The number as SPEC §5 stores it (`905898043082`), or a partial one while typed. */
  value: string;
  /** Called with the number as digits (`normaliseTurkishPhone`) as the player types. */
  onValueChange: (value: string) => void;
  /** Placeholder text. Default `90 5__ ___ __ __`. */
  placeholder?: string;
}

/**
 * The Turkish phone input of sign-up and phone verification: it takes the number the way people
 * type or paste it — `+90 589 804 30 82`, `0589 804 30 82` or `589 804 30 82` — and gives the form
 * `905898043082` for each, shown as `90 589 804 30 82` from the first national digit on. Until
 * then (`+`, `+9`, `0`…) what was typed stays as typed.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { value, onValueChange, onBlur, name, inputRef, placeholder = '90 5__ ___ __ __' } = props;
  // What was typed before any national digit (a country code or trunk 0 on its way).
  const [pending, setPending] = useState('');
  const shown = value ? formatTurkishPhone(value) : pending;

  return (
    <ControlledFieldShell field={props}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="zar-field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name={name}
          maxLength={24}
          placeholder={placeholder}
          value={shown}
          onChange={(event) => {
            const typed = event.target.value.replace(typedCharacters, '');
            const digits = normaliseTurkishPhone(typed);
            setPending(digits ? '' : typed);
            if (digits !== value) onValueChange(digits);
          }}
          onBlur={onBlur}
        />
      )}
    </ControlledFieldShell>
  );
}
