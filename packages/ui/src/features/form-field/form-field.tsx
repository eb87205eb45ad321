import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { FieldShell } from './field-shell';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  /** The visible label of the input. */
  label: ReactNode;
  /** The translated first error of the input (e.g. from `useRulesResolver`). Default none. */
  error?: string;
  /** A short help text under the input. Default none. */
  hint?: ReactNode;
}

/**
 * A labelled text input with its error under it (`aria-invalid`, `aria-describedby`). With
 * `type="password"` it gets a labelled show/hide toggle. Spread react-hook-form's `register(name)`.
 */
export function FormField({
  label,
  error,
  hint,
  id,
  type = 'text',
  className,
  ...inputProps
}: FormFieldProps) {
  const { t } = useUiTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <FieldShell label={label} error={error} hint={hint} controlId={id} className={className}>
      {(control) => (
        <div className="zar-field__control">
          <input
            {...inputProps}
            {...control}
            className="zar-field__input"
            type={isPassword && revealed ? 'text' : type}
          />
          {isPassword ? (
            <button
              type="button"
              className="zar-field__toggle"
              aria-controls={control.id}
              aria-label={t(revealed ? 'auth.passwordToggle.hide' : 'auth.passwordToggle.show')}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </button>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
