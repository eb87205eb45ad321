import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, type Ref, useId } from 'react';

/** The attributes a field's control needs so its label and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The visible label of the control. */
  label: ReactNode;
  /** The translated first error of the control; shown under it and linked with `aria-describedby`. */
  error?: string;
  /** A short help text under the control. Default none. */
  hint?: ReactNode;
  /** Id of the control; default a generated one. */
  controlId?: string;
  /** Renders the control with the id and ARIA attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The props of a field that the form controls through `onValueChange` (react-hook-form's
 * `Controller`) rather than a native `onChange`: `MaskedFormField`, `PhoneField`.
 */
export interface ControlledFieldProps {
  /** The visible label of the input. */
  label: ReactNode;
  /** Called when the input loses focus (react-hook-form validates then). */
  onBlur?: () => void;
  /** The form field name. */
  name: string;
  /** The translated first error of the input. Default none. */
  error?: string;
  /** A short help text under the input. Default none. */
  hint?: ReactNode;
  /** Ref of the input element (react-hook-form focuses the first invalid one). */
  inputRef?: Ref<HTMLInputElement>;
  /** Id of the input; default a generated one. */
  id?: string;
  /** Extra class names of the field. */
  className?: string;
}

/**
 * The frame of one form control: its label, the control, an optional hint and the error text.
 * `FormField`, `MaskedFormField` and `SelectField` are built on it; use it for any other control.
 */
export function FieldShell({
  label,
  error,
  hint,
  controlId,
  className,
  children,
  ...props
}: FieldShellProps) {
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      {...props}
      className={clsx('zar-field', className)}
      data-slot="field"
      data-invalid={error ? true : undefined}
    >
      <label className="zar-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p className="zar-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="zar-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The frame of a `ControlledFieldProps` field: `FieldShell` with the field's label, error, hint,
 * id and class, and the control in the input's box.
 */
export function ControlledFieldShell({
  field: { label, error, hint, id, className },
  children,
}: {
  field: ControlledFieldProps;
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <FieldShell label={label} error={error} hint={hint} controlId={id} className={className}>
      {(control) => <div className="zar-field__control">{children(control)}</div>}
    </FieldShell>
  );
}
