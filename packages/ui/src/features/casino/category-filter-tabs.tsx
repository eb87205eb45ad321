import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export interface CategoryFilterOption {
  id: string;
  label: string;
  iconUrl?: string | null;
}

export interface CategoryFilterTabsProps
  extends Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> {
  options: readonly CategoryFilterOption[];
  /** The id of the option in force. */
  value: string;
  onChange: (id: string) => void;
  /** The group's accessible name, e.g. 'Live casino categories'. */
  label: string;
}

/**
 * The live casino filters (All, Live Roulette, Live Blackjack, …): a row of toggle buttons, the
 * active one pressed; it scrolls sideways on a phone.
 */
export function CategoryFilterTabs({
  options,
  value,
  onChange,
  label,
  className,
  ...props
}: CategoryFilterTabsProps) {
  return (
    <fieldset
      {...props}
      className={clsx('zar-category-filters', className)}
      data-slot="category-filters"
    >
      <legend className="zar-visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className="zar-category-filters__option"
          aria-pressed={option.id === value}
          onClick={() => onChange(option.id)}
        >
          {option.iconUrl ? <img src={option.iconUrl} alt="" width={22} height={22} /> : null}
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
