import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type NumberFieldFormat, toFieldModel } from '../field-model/field-model';
import { defaultComponents } from '../field-parts/default-components';
import type { DynamicFormComponents } from '../field-parts/field-part-props';
import { quickAmountsFor } from '../number-input/number-text';
import type { PaymentFieldDefinition, PaymentRequest } from '../payment-field';
import { coerceSubmitValues } from '../submit/coerce-submit-values';
import { DynamicField } from './dynamic-field';
import {
  emptyValuesOf,
  type FormValuesByName,
  fieldNameOf,
  paymentFormResolver,
  valuesByKey,
} from './form-values';
import { type DynamicFormTranslate, translateForLocale } from './messages';

export interface DynamicFormProps
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children' | 'noValidate' | 'translate'> {
  /** The payment method's id, sent as the request's `id`. */
  methodId: number;
  /** The method's fields as `payment/detail` returns them, in display order. */
  fields: readonly PaymentFieldDefinition[];
  /**
   * Called with `{ id, target: 'pay', detail }` once the form is valid: Int, Long and Decimal as
   * numbers, numeric dropdown ids as numbers, Bool as booleans, Strings unchanged (masked ones
   * without formatting). When it returns a promise, the submit button shows loading until it
   * settles; a rejection is the caller's to report, and the form keeps its values for another try.
   */
  onSubmit: (request: PaymentRequest) => unknown;
  /** Text of the submit button, e.g. the translated 'Deposit'. */
  submitLabel: ReactNode;
  /** Shows the submit button as busy, e.g. while the caller sends the request. Default `false`. */
  loading?: boolean;
  /**
   * Turns the form's message keys into text (errors, button names, the dropdown placeholder; see
   * `DynamicFormMessageKey`). Default the built-in texts of `locale`'s language (Turkish for `tr`,
   * English otherwise), so no i18n setup is needed. Field labels are the server's titles.
   */
  translate?: DynamicFormTranslate;
  /**
   * Keys of number fields that get one-tap quick amounts under them, chosen within the field's
   * min and max (`quickAmountsFor`), e.g. `['amount']` (case ignored). Default none.
   */
  quickAmountKeys?: readonly string[];
  /** Parts replacing the default plain-HTML ones (`zdf-…` classes). Default none. */
  components?: Partial<DynamicFormComponents>;
  /** The language number fields are typed, shown and read in. Default `'tr-TR'`. */
  locale?: string;
  /** ISO 4217 code of the amounts, whose sign stands before number fields. Default `'TRY'`. */
  currency?: string;
}

/**
 * The server-driven payment form of SPEC §5: one control per field (text, masked, number, dropdown,
 * checkbox, date-time), every field required, submit disabled until the form is valid. Errors show
 * once the player leaves a field. A new method, field list or language starts a fresh form.
 */
export function DynamicForm(props: DynamicFormProps) {
  const fieldsSignature = props.fields
    .map((field) => `${field.key}:${field.objectType}:${field.mask ?? ''}`)
    .join('|');
  // Typed numbers are in the form's language: a new language starts a fresh form too.
  const format = `${props.locale ?? ''}/${props.currency ?? ''}`;
  return <DynamicFormOfMethod key={`${props.methodId}/${format}/${fieldsSignature}`} {...props} />;
}

function DynamicFormOfMethod({
  methodId,
  fields,
  onSubmit,
  submitLabel,
  loading = false,
  translate: givenTranslate,
  components: replacedComponents,
  quickAmountKeys = [],
  locale = 'tr-TR',
  currency = 'TRY',
  className,
  ...formProps
}: DynamicFormProps) {
  const format: NumberFieldFormat = { locale, currency };
  const translate = givenTranslate ?? translateForLocale(locale);
  const models = useMemo(
    () => fields.map((field) => toFieldModel(field, { locale, currency })),
    [fields, locale, currency],
  );
  const components = { ...defaultComponents, ...replacedComponents };
  const form = useForm<FormValuesByName>({
    mode: 'onTouched',
    defaultValues: emptyValuesOf(models),
    resolver: paymentFormResolver(fields, format),
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const detail = coerceSubmitValues(fields, valuesByKey(fields, values), format);
    try {
      await onSubmit({ id: methodId, target: 'pay', detail });
    } catch {
      // The caller shows the failure (a toast); the form stays filled for another try.
    }
  });

  return (
    <form
      {...formProps}
      className={className ? `zdf-form ${className}` : 'zdf-form'}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {models.map((model, index) => (
        <DynamicField
          key={fieldNameOf(index)}
          name={fieldNameOf(index)}
          model={model}
          form={form}
          components={components}
          translate={translate}
          quickAmounts={
            model.kind === 'number' &&
            quickAmountKeys.some((key) => key.toLowerCase() === model.key.toLowerCase())
              ? quickAmountsFor(model.min, model.max)
              : undefined
          }
        />
      ))}
      <components.SubmitButton disabled={!isValid} loading={loading || isSubmitting}>
        {submitLabel}
      </components.SubmitButton>
    </form>
  );
}
