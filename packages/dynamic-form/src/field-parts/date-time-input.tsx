import type { DateTimeInputProps } from './field-part-props';

/** The default date and time input: the browser's own picker, value `YYYY-MM-DDTHH:mm`. */
export function DateTimeInput({ control, ref, value, onChange, onBlur }: DateTimeInputProps) {
  return (
    <div className="zdf-control">
      <input
        {...control}
        ref={ref}
        className="zdf-input"
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
