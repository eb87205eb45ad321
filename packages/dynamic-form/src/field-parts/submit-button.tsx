import type { SubmitButtonProps } from './field-part-props';

/** The default submit button: disabled while the form is invalid, busy with a spinner while sending. */
export function SubmitButton({ children, disabled, loading }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="zdf-submit"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      {loading ? <span className="zdf-submit__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
