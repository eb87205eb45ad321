import { IMaskInput } from 'react-imask';
import { type ControlledFieldProps, ControlledFieldShell } from './field-shell';

/** SPEC §5 phone mask: the fixed prefix 90 (kept in the value) and 10 digits, `90 532 123 45 67`. */
export const turkishPhoneMask = '{9\\0} 000 000 00 00';

export interface MaskedFormFieldProps extends ControlledFieldProps {
  /**
   * The imask pattern: `0` a digit, `{…}` a fixed part kept in the value, `\\` escapes a
   * definition, anything else is shown but left out of the value; e.g. `turkishPhoneMask`, `'00'`.
   */
  mask: string;
  /** The value without the mask's own characters (a controlled input). */
  value: string;
  /** Called with the value without the mask's own characters as the player types. */
  onValueChange: (value: string) => void;
  /** Placeholder text. Default none. */
  placeholder?: string;
  /** Autofill hint, e.g. `'tel'` or `'bday-day'`. Default none. */
  autoComplete?: string;
  /** Keyboard the device shows. Default `'numeric'`. */
  inputMode?: 'numeric' | 'tel' | 'text';
}

/** A labelled input that formats as the player types (phone, code, birth date parts). */
export function MaskedFormField(props: MaskedFormFieldProps) {
  const {
    mask,
    value,
    onValueChange,
    onBlur,
    name,
    inputRef,
    placeholder,
    autoComplete,
    inputMode = 'numeric',
  } = props;
  return (
    <ControlledFieldShell field={props}>
      {(control) => (
        <IMaskInput
          {...control}
          className="zar-field__input"
          mask={mask}
          unmask
          value={value}
          onAccept={(accepted: string) => {
            if (accepted !== value) onValueChange(accepted);
          }}
          onBlur={onBlur}
          name={name}
          inputRef={inputRef}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </ControlledFieldShell>
  );
}
