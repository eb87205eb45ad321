import type { ComponentProps, ReactNode } from 'react';
import { FieldShell } from './field-shell';

/** One choice of a `SelectField`. */
export interface SelectOption {
  /** The submitted value. */
  value: string | number;
  /** The text the player reads. */
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** The visible label of the dropdown. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The translated first error of the dropdown. Default none. */
  error?: string;
}

/** A labelled native dropdown with its error under it. Spread react-hook-form's `register(name)`. */
export function SelectField({
  label,
  options,
  error,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} controlId={id} className={className}>
      {(control) => (
        <div className="zar-field__control">
          <select {...selectProps} {...control} className="zar-field__input zar-field__select">
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldShell>
  );
}
