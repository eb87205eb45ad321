import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { type ComponentProps, type FormEvent, useId } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';

export interface CasinoSearchFieldProps
  extends Omit<ComponentProps<'form'>, 'children' | 'onChange' | 'onSubmit'> {
  value: string;
  /** Called on every keystroke (the page debounces the search). */
  onChange: (value: string) => void;
  /** Called when the player presses Enter or the search button. */
  onSubmit?: (value: string) => void;
  /** The field's label. Default 'Search games'. */
  label?: string;
}

/** The lobby's game search: a labelled search box with a clear button, in a search landmark. */
export function CasinoSearchField({
  value,
  onChange,
  onSubmit,
  label,
  className,
  ...props
}: CasinoSearchFieldProps) {
  const { t } = useUiTranslation();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(value.trim());
  };
  return (
    <search className={clsx('zar-casino-search', className)} data-slot="casino-search">
      <form {...props} onSubmit={submit}>
        <label htmlFor={inputId} className="zar-visually-hidden">
          {label ?? t('casino.search')}
        </label>
        <Search className="zar-casino-search__icon" size={18} aria-hidden="true" />
        <input
          id={inputId}
          className="zar-casino-search__input"
          type="search"
          value={value}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('casino.searchPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            className="zar-casino-search__clear"
            aria-label={t('casino.clearSearch')}
            onClick={() => onChange('')}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
      </form>
    </search>
  );
}
