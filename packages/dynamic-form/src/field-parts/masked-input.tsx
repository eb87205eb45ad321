import { IMaskInput } from 'react-imask';
import type { MaskedInputProps } from './field-part-props';

/**
 * The default masked input: IMask formats the text as the player types, the server's mask is the
 * placeholder, and the value is the formatted text ('TR33 0006 …').
 */
export function MaskedInput({
  model,
  control,
  ref,
  value,
  onChange,
  onBlur,
  action,
}: MaskedInputProps) {
  return (
    <div className="zdf-control">
      <IMaskInput
        {...control}
        inputRef={ref}
        className="zdf-input"
        mask={model.imask.mask}
        definitions={model.imask.definitions}
        value={value}
        onAccept={(accepted: string) => {
          if (accepted !== value) onChange(accepted);
        }}
        onBlur={onBlur}
        placeholder={model.placeholder}
        inputMode={model.inputMode}
        autoComplete={model.checksum === 'luhn' ? 'cc-number' : 'off'}
      />
      {action}
    </div>
  );
}
