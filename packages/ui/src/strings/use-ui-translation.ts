import { tr } from '@zar/locales';
import { createContext, useContext } from 'react';
import { createBuiltInTranslate, defaultUiLocale, type UiTranslation } from './ui-strings';

function translation(t: UiTranslation['t'], language: string): UiTranslation {
  return { t, language, i18n: { language } };
}

/**
 * Without a provider the components speak Turkish from the built-in strings: only Turkish is
 * imported here, so a site that brings its own i18next (which already holds Turkish) pays nothing
 * for English. `ZarUiProvider` adds English and overrides.
 */
const builtInTurkish = translation(
  createBuiltInTranslate({ locale: defaultUiLocale, tables: { tr } }),
  defaultUiLocale,
);

/** The components' strings: set by `ZarUiProvider` or `ZarUiI18nextProvider`. */
export const UiTranslationContext = createContext<UiTranslation>(builtInTurkish);

/** The translate function and language of the nearest Zar UI provider (built-in Turkish without one). */
export function useUiTranslation(): UiTranslation {
  return useContext(UiTranslationContext);
}

export { translation as uiTranslation };
