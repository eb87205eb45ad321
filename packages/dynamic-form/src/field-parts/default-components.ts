import { Checkbox } from './checkbox';
import { DateTimeInput } from './date-time-input';
import type { DynamicFormComponents } from './field-part-props';
import { FieldShell } from './field-shell';
import { MaskedInput } from './masked-input';
import { NumberInput } from './number-input';
import { PasteButton } from './paste-button';
import { Select } from './select';
import { SubmitButton } from './submit-button';
import { TextInput } from './text-input';

/** The plain, accessible HTML parts the form renders unless `components` replaces them. */
export const defaultComponents: DynamicFormComponents = {
  FieldShell,
  TextInput,
  MaskedInput,
  NumberInput,
  Select,
  Checkbox,
  DateTimeInput,
  PasteButton,
  SubmitButton,
};
