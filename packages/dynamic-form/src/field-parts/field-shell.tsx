import type { FieldShellProps } from './field-part-props';

/** The default frame of a field: its label above the control (beside a checkbox) and its error under it. */
export function FieldShell({ model, label, controlId, error, errorId, children }: FieldShellProps) {
  return (
    <div className="zdf-field" data-kind={model.kind} data-invalid={error ? '' : undefined}>
      <label className="zdf-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="zdf-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
