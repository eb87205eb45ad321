import type { ComponentType, ReactNode, Ref } from 'react';
import type {
  CheckboxFieldModel,
  DateTimeFieldModel,
  DropdownFieldModel,
  FieldModel,
  MaskedFieldModel,
  NumberFieldModel,
  TextFieldModel,
} from '../field-model/field-model';

/** The attributes a control must carry so its label, error and requiredness are announced. */
export interface FieldControlAttributes {
  /** Id the field's label points at. */
  id: string;
  /** The server's field key. */
  name: string;
  'aria-invalid': true | undefined;
  /** Id of the shown error, when there is one. */
  'aria-describedby': string | undefined;
  /** Set on every field but a checkbox, whose unticked state is an answer too. */
  'aria-required': true | undefined;
}

/** Props every field control part receives. */
export interface FieldPartProps<Model extends FieldModel, Element extends HTMLElement> {
  /** How the field renders, from `toFieldModel`. */
  model: Model;
  /** Spread onto the focusable control. */
  control: FieldControlAttributes;
  /** Ref of the focusable control (the form focuses it after a failed submit or a paste). */
  ref?: Ref<Element>;
  /** Call when the control loses focus: the form shows its first error then. */
  onBlur: () => void;
}

/** Props of a control that holds text: free text, a date-time or a dropdown choice. */
export interface TextValueProps {
  /** The current text. */
  value: string;
  /** Call with the new text as the player edits it. */
  onChange: (value: string) => void;
}

/** Props of the free-text input (a String without mask). */
export interface TextInputProps
  extends FieldPartProps<TextFieldModel, HTMLInputElement>,
    TextValueProps {
  /** The paste button of an Iban or CardNo field, to render beside the input. Default none. */
  action?: ReactNode;
}

/** Props of the masked input (a String with a server mask). */
export interface MaskedInputProps
  extends FieldPartProps<MaskedFieldModel, HTMLInputElement>,
    TextValueProps {
  /** The paste button of an Iban or CardNo field, to render beside the input. Default none. */
  action?: ReactNode;
}

/** Props of the number input (Int, Long, Decimal): text in its language with its currency's sign, and spin buttons. */
export interface NumberInputProps
  extends FieldPartProps<NumberFieldModel, HTMLInputElement>,
    TextValueProps {
  /** One spin step up (1) or down (-1), clamped: for spin buttons and the arrow keys. */
  onStep: (direction: 1 | -1) => void;
  /** Accessible name of the step-up button. */
  incrementLabel: string;
  /** Accessible name of the step-down button. */
  decrementLabel: string;
}

/** Props of the dropdown (any field with options). */
export interface SelectProps
  extends FieldPartProps<DropdownFieldModel, HTMLSelectElement>,
    TextValueProps {
  /** Text of the empty first choice. */
  placeholder: string;
}

/** Props of the checkbox (Bool). */
export interface CheckboxProps extends FieldPartProps<CheckboxFieldModel, HTMLInputElement> {
  checked: boolean;
  /** Call with the new state when the player ticks or unticks it. */
  onChange: (checked: boolean) => void;
}

/** Props of the date and time input (DateTime); the value is `YYYY-MM-DDTHH:mm`. */
export interface DateTimeInputProps
  extends FieldPartProps<DateTimeFieldModel, HTMLInputElement>,
    TextValueProps {}

/** Props of the paste-from-clipboard button of Iban and CardNo fields. */
export interface PasteButtonProps {
  /** Accessible name, e.g. 'Paste IBAN from the clipboard'. */
  label: string;
  /** Call on press; the form reads the clipboard and fills the field. */
  onClick: () => void;
}

/** Props of the submit button. */
export interface SubmitButtonProps {
  children: ReactNode;
  /** The form is invalid: the button cannot be pressed. */
  disabled: boolean;
  /** The request is being sent: show progress and ignore presses. */
  loading: boolean;
}

/** Props of the frame around one field: its label, its control and its first error. */
export interface FieldShellProps {
  model: FieldModel;
  /** The field's label text. */
  label: string;
  /** Id of the control, for the label's `htmlFor`. */
  controlId: string;
  /** The translated first error, shown once the player left the field or submitted. */
  error: string | undefined;
  /** Id the error element must carry (the control's `aria-describedby` points at it). */
  errorId: string;
  /** The control part. */
  children: ReactNode;
}

/** The replaceable parts the form renders; pass any of them in `components` to restyle or swap. */
export interface DynamicFormComponents {
  FieldShell: ComponentType<FieldShellProps>;
  TextInput: ComponentType<TextInputProps>;
  MaskedInput: ComponentType<MaskedInputProps>;
  NumberInput: ComponentType<NumberInputProps>;
  Select: ComponentType<SelectProps>;
  Checkbox: ComponentType<CheckboxProps>;
  DateTimeInput: ComponentType<DateTimeInputProps>;
  PasteButton: ComponentType<PasteButtonProps>;
  SubmitButton: ComponentType<SubmitButtonProps>;
}
