import type { FieldModel, NumberFieldModel } from '../field-model/field-model';
import { formatLocalNumber } from '../number-input/local-number';
import type { DynamicFormMessageParams } from './messages';

function inCurrency(value: number, model: NumberFieldModel): string {
  return `${model.prefix}${formatLocalNumber(value, model.scale, model.locale)}`;
}

/** The params every message of a field may use: its label, mask format and bounds in its currency. */
export function messageParamsOf(model: FieldModel): DynamicFormMessageParams {
  const params: Record<string, string> = { label: model.label };
  if (model.kind === 'masked') params.format = model.placeholder;
  if (model.kind === 'number' && model.min != null) params.min = inCurrency(model.min, model);
  if (model.kind === 'number' && model.max != null) params.max = inCurrency(model.max, model);
  return params;
}
