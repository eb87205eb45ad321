import { tr } from '@zar/locales';
import { en } from '@zar/locales/en';
import { type ReactNode, useMemo } from 'react';
import { createBuiltInTranslate, type UiLocale, type UiStringsByLocale } from './ui-strings';
import { UiTranslationContext, uiTranslation } from './use-ui-translation';

export interface ZarUiProviderProps {
  /** The language of the components' texts. Default `'tr'`. */
  locale?: UiLocale;
  /**
   * Texts that replace the built-in ones, per language and by dotted key, e.g.
   * `{ en: { 'header.login': 'Sign in' } }`. A key missing in the language falls back to the
   * built-in text, then to Turkish. Default none.
   */
  strings?: UiStringsByLocale;
  children?: ReactNode;
}

const tables = { tr, en };

/**
 * Gives every Zar component below it its language and any brand texts, from the strings built into
 * `@zar/locales` (Turkish and English): no i18next needed. A site that has its own i18next uses
 * `ZarUiI18nextProvider` instead.
 */
export function ZarUiProvider({ locale = 'tr', strings, children }: ZarUiProviderProps) {
  const value = useMemo(
    () => uiTranslation(createBuiltInTranslate({ locale, tables, overrides: strings }), locale),
    [locale, strings],
  );
  return <UiTranslationContext value={value}>{children}</UiTranslationContext>;
}
