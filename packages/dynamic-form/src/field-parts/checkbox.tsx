import type { CheckboxProps } from './field-part-props';

/** The default checkbox; its label sits beside it (see FieldShell). */
export function Checkbox({ control, ref, checked, onChange, onBlur }: CheckboxProps) {
  return (
    <input
      {...control}
      ref={ref}
      className="zdf-checkbox"
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      onBlur={onBlur}
    />
  );
}
