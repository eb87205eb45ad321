import { useId } from 'react';

export interface PeriodOptionsProps<P extends string> {
  /** The group's visible name. */
  legend: string;
  /** The periods, in order, each with its words. */
  options: ReadonlyArray<{ value: P; label: string }>;
  /** The chosen period. */
  value: P;
  /** Called with the period the player picks. */
  onValueChange: (value: P) => void;
  /** Disables every option. */
  disabled?: boolean;
}

/** A radio group of periods (a time-out's or a self-exclusion's length), drawn as a row of tiles. */
export function PeriodOptions<P extends string>({
  legend,
  options,
  value,
  onValueChange,
  disabled,
}: PeriodOptionsProps<P>) {
  const name = useId();
  return (
    <fieldset className="zar-rg-periods" disabled={disabled}>
      <legend className="zar-field__label">{legend}</legend>
      <div className="zar-rg-periods__options">
        {options.map((option) => (
          <label key={option.value} className="zar-rg-periods__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
