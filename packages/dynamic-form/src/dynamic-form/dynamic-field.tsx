import { type ReactNode, useId } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import type { FieldModel } from '../field-model/field-model';
import type {
  DynamicFormComponents,
  FieldControlAttributes,
} from '../field-parts/field-part-props';
import { booleanOf, textOf } from '../field-value';
import { conformToImask } from '../mask/imask-pattern';
import { formatLocalNumber, parseLocalNumber } from '../number-input/local-number';
import { commitNumberText, sanitizeNumberText, stepNumberText } from '../number-input/number-text';
import type { PaymentFieldErrorKey } from '../validation/validate-values';
import type { FormValuesByName } from './form-values';
import { messageParamsOf } from './message-params';
import type { DynamicFormTranslate } from './messages';
import { useCanReadClipboard } from './use-can-read-clipboard';

interface DynamicFieldProps {
  /** The react-hook-form name of the field. */
  name: string;
  model: FieldModel;
  form: UseFormReturn<FormValuesByName>;
  components: DynamicFormComponents;
  translate: DynamicFormTranslate;
  /** Amounts offered as one-tap buttons under a number field. Default none. */
  quickAmounts?: readonly number[];
}

/** One server field: its control part chosen by kind, wired to react-hook-form, in its shell. */
export function DynamicField({
  name,
  model,
  form,
  components,
  translate,
  quickAmounts = [],
}: DynamicFieldProps) {
  const { field, fieldState } = useController({ name, control: form.control });
  const controlId = useId();
  const errorId = `${controlId}-error`;
  const canPaste = useCanReadClipboard() && model.pasteable;
  const params = messageParamsOf(model);
  const errorKey = fieldState.error?.message as PaymentFieldErrorKey | undefined;
  const error = errorKey ? translate(errorKey, params) : undefined;

  const control: FieldControlAttributes = {
    id: controlId,
    name: model.key,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': model.kind === 'checkbox' ? undefined : true,
  };
  const shared = { control, ref: field.ref, onBlur: field.onBlur };
  const text = textOf(field.value);
  const current = () => textOf(form.getValues(name));

  const pasteFromClipboard = async () => {
    let pasted: string;
    try {
      pasted = await navigator.clipboard.readText();
    } catch {
      // Permission refused: the player can still paste into the input by hand.
      return;
    }
    const value = model.kind === 'masked' ? conformToImask(model.imask, pasted) : pasted.trim();
    form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  };
  const pasteButton = canPaste ? (
    <components.PasteButton
      label={translate('action.paste', params)}
      onClick={() => void pasteFromClipboard()}
    />
  ) : undefined;

  let part: ReactNode;
  switch (model.kind) {
    case 'masked':
      part = (
        <components.MaskedInput
          {...shared}
          model={model}
          value={text}
          onChange={field.onChange}
          action={pasteButton}
        />
      );
      break;
    case 'number': {
      const chosen = text.trim() === '' ? Number.NaN : parseLocalNumber(text, model.locale);
      const quick =
        quickAmounts.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form section
          <div
            className="zdf-quick-amounts"
            role="group"
            aria-label={translate('action.quickAmounts', params)}
          >
            {quickAmounts.map((amount) => (
              <button
                key={amount}
                type="button"
                className="zdf-quick-amounts__button"
                aria-pressed={chosen === amount}
                onClick={() =>
                  form.setValue(name, formatLocalNumber(amount, model.scale, model.locale), {
                    shouldValidate: true,
                    shouldDirty: true,
                    shouldTouch: true,
                  })
                }
              >
                {model.prefix}
                {formatLocalNumber(amount, 0, model.locale)}
              </button>
            ))}
          </div>
        ) : null;
      part = (
        <>
          <components.NumberInput
            {...shared}
            model={model}
            value={text}
            onChange={(typed) => field.onChange(sanitizeNumberText(typed, model))}
            onBlur={() => {
              // Written in the field's language (never clamped) before react-hook-form validates on blur.
              const typed = current();
              const committed = commitNumberText(typed, model);
              if (committed !== typed) field.onChange(committed);
              field.onBlur();
            }}
            onStep={(direction) =>
              form.setValue(name, stepNumberText(current(), direction, model), {
                shouldValidate: true,
                shouldDirty: true,
              })
            }
            incrementLabel={translate('action.increment', params)}
            decrementLabel={translate('action.decrement', params)}
          />
          {quick}
        </>
      );
      break;
    }
    case 'dropdown':
      part = (
        <components.Select
          {...shared}
          model={model}
          value={text}
          onChange={field.onChange}
          placeholder={translate('select.placeholder', params)}
        />
      );
      break;
    case 'checkbox':
      part = (
        <components.Checkbox
          {...shared}
          model={model}
          checked={booleanOf(field.value)}
          onChange={field.onChange}
        />
      );
      break;
    case 'datetime':
      part = (
        <components.DateTimeInput
          {...shared}
          model={model}
          value={text}
          onChange={field.onChange}
        />
      );
      break;
    default:
      part = (
        <components.TextInput
          {...shared}
          model={model}
          value={text}
          onChange={field.onChange}
          action={pasteButton}
        />
      );
  }

  return (
    <components.FieldShell
      model={model}
      label={model.label}
      controlId={controlId}
      error={error}
      errorId={errorId}
    >
      {part}
    </components.FieldShell>
  );
}
