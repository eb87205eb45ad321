import { type StringTree, trFirstLoad } from '@zar/locales';
import { createContext, useContext } from 'react';
import {
  createBuiltInTranslate,
  defaultUiLocale,
  type UiTranslate,
  type UiTranslation,
} from './ui-strings';

function translation(t: UiTranslation['t'], language: string): UiTranslation {
  return { t, language, i18n: { language } };
}

/**
 * Without a provider the components speak Turkish from the built-in strings: only Turkish is
 * imported here, so a site that brings its own i18next (which already holds Turkish) pays nothing
 * for English. `ZarUiProvider` adds English and overrides.
 */
const builtInTurkishTable: Record<string, StringTree> = { ...trFirstLoad };

/**
 * Adds namespaces to the built-in Turkish: components whose strings a visitor's first load leaves
 * out (the player's bonus money, `@zar/locales/tr-player`) bring them in their own module, so an app
 * that never renders them never ships them.
 */
export function addBuiltInTurkish(namespaces: Record<string, StringTree>): void {
  Object.assign(builtInTurkishTable, namespaces);
}

/** The built-in Turkish texts, the first-load namespaces and any a component added. */
export const builtInTurkishTranslate: UiTranslate = createBuiltInTranslate({
  locale: defaultUiLocale,
  tables: { tr: builtInTurkishTable },
});

const builtInTurkish = translation(builtInTurkishTranslate, defaultUiLocale);

/** The components' strings: set by `ZarUiProvider` or `ZarUiI18nextProvider`. */
export const UiTranslationContext = createContext<UiTranslation>(builtInTurkish);

/** The translate function and language of the nearest Zar UI provider (built-in Turkish without one). */
export function useUiTranslation(): UiTranslation {
  return useContext(UiTranslationContext);
}

export { translation as uiTranslation };
