import { clsx } from 'clsx';
import { ChevronDown, Globe } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';

/** One language a player may choose, from the bootstrap's language list. */
export interface LanguageOption {
  /** Locale code, e.g. `'tr'` or `'en'`. */
  code: string;
  /** Name in its own language; default the `language.{code}` string, else the code. */
  name?: string;
}

export interface LanguageSelectorProps
  extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** Languages to offer, in display order. */
  languages: readonly LanguageOption[];
  /** The active locale; when it is not in the list the placeholder 'Select Language' shows. */
  value?: string;
  /** Called with the chosen locale code (the site saves it and reloads). */
  onChange: (locale: string) => void;
  /** Look: `field` (bordered, full width) or `compact` (header). Default `'field'`. */
  variant?: 'field' | 'compact';
}

/** The language dropdown: a native select, so keyboard, touch and screen readers work everywhere. */
export function LanguageSelector({
  languages,
  value,
  onChange,
  variant = 'field',
  className,
  ...props
}: LanguageSelectorProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const known = languages.some((language) => language.code === value);

  return (
    <div
      {...props}
      className={clsx('zar-language-selector', className)}
      data-slot="language-selector"
      data-variant={variant}
    >
      <label className="zar-visually-hidden" htmlFor={id}>
        {t('language.label')}
      </label>
      <Globe className="zar-language-selector__icon" aria-hidden="true" />
      <select
        id={id}
        className="zar-language-selector__select"
        value={known ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {known ? null : (
          <option value="" disabled>
            {t('language.placeholder')}
          </option>
        )}
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name ?? t(`language.${language.code}`, { defaultValue: language.code })}
          </option>
        ))}
      </select>
      <ChevronDown className="zar-language-selector__chevron" aria-hidden="true" />
    </div>
  );
}
