import type { SelectProps } from './field-part-props';

/** The default dropdown: a native select whose empty first choice asks the player to pick. */
export function Select({ model, control, ref, value, onChange, onBlur, placeholder }: SelectProps) {
  return (
    <div className="zdf-control">
      <select
        {...control}
        ref={ref}
        className="zdf-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {model.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
