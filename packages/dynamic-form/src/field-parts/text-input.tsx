import type { TextInputProps } from './field-part-props';

/** The default free-text input, with the paste button beside it when there is one. */
export function TextInput({ control, ref, value, onChange, onBlur, action }: TextInputProps) {
  return (
    <div className="zdf-control">
      <input
        {...control}
        ref={ref}
        className="zdf-input"
        type="text"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {action}
    </div>
  );
}
