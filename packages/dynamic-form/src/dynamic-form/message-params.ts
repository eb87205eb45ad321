import type { FieldModel, NumberFieldModel } from '../field-model/field-model';
import { formatTurkishNumber } from '../number-input/turkish-number';
import type { DynamicFormMessageParams } from './messages';

function inLira(value: number, model: NumberFieldModel): string {
  return `${model.prefix}${formatTurkishNumber(value, model.scale)}`;
}

/** The params every message of a field may use: its label, mask format and bounds in lira. */
export function messageParamsOf(model: FieldModel): DynamicFormMessageParams {
  const params: Record<string, string> = { label: model.label };
  if (model.kind === 'masked') params.format = model.placeholder;
  if (model.kind === 'number' && model.min != null) params.min = inLira(model.min, model);
  if (model.kind === 'number' && model.max != null) params.max = inLira(model.max, model);
  return params;
}
