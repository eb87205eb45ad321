import type { KeyboardEvent } from 'react';
import { parseLocalNumber } from '../number-input/local-number';
import type { NumberInputProps } from './field-part-props';
import { useSpinButton } from './use-spin-button';

function Chevron({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={direction === 'up' ? 'M4 10l4-4 4 4' : 'M4 6l4 4 4-4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The default number input: a spin button in its language's format with the currency's sign
 * before it (Turkish and ₺ by default). ArrowUp and
 * ArrowDown step; the two buttons step on press and repeat while held. The buttons stay out of the
 * tab order, as the arrow keys do the same from the input.
 */
export function NumberInput({
  model,
  control,
  ref,
  value,
  onChange,
  onBlur,
  onStep,
  incrementLabel,
  decrementLabel,
}: NumberInputProps) {
  const increment = useSpinButton(() => onStep(1));
  const decrement = useSpinButton(() => onStep(-1));
  const number = value.trim() === '' ? Number.NaN : parseLocalNumber(value, model.locale);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onStep(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <div className="zdf-control zdf-number">
      <span className="zdf-number__prefix" aria-hidden="true">
        {model.prefix}
      </span>
      <input
        {...control}
        ref={ref}
        className="zdf-input zdf-number__input"
        type="text"
        role="spinbutton"
        inputMode={model.integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        aria-valuenow={Number.isFinite(number) ? number : undefined}
        aria-valuetext={value ? `${model.prefix}${value}` : undefined}
        aria-valuemin={model.min ?? undefined}
        aria-valuemax={model.max ?? undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <div className="zdf-number__spin">
        <button
          {...increment}
          type="button"
          className="zdf-number__step"
          tabIndex={-1}
          aria-label={incrementLabel}
        >
          <Chevron direction="up" />
        </button>
        <button
          {...decrement}
          type="button"
          className="zdf-number__step"
          tabIndex={-1}
          aria-label={decrementLabel}
        >
          <Chevron direction="down" />
        </button>
      </div>
    </div>
  );
}
