import { type Locale, locales, type Translation, translations } from '@zar/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { saveLanguageCookie } from '../bootstrap/language-cookie';

/** Languages the site ships strings for; Turkish first. */
export const languages = locales;
export type Language = Locale;

/** The language of a first visit (DESIGN: default tr). */
export const defaultLanguage: Language = 'tr';

/** localStorage key of the player's language choice. */
export const languageStorageKey = 'zar.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

/** Whether a value is a language the site ships strings for. */
export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The language saved by an earlier visit, or the default. */
export function savedLanguage(): Language {
  const saved = globalThis.localStorage?.getItem(languageStorageKey);
  return isLanguage(saved) ? saved : defaultLanguage;
}

/** The site's i18next instance: bundled tr and en strings, the saved language, `<html lang>` in step. */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  globalThis.localStorage?.setItem(languageStorageKey, language);
  saveLanguageCookie(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

i18n.use(initReactI18next).init({
  resources: {
    // Copies: server strings are written into these, never into the shared @zar/locales objects.
    tr: { translation: structuredClone(translations.tr) },
    en: { translation: structuredClone(translations.en) },
  },
  lng: savedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  // Server strings arrive after the first render (server-translations.ts): re-render on them.
  react: { bindI18nStore: 'added' },
  initAsync: false,
});

/** Switches the site language; it is saved and `<html lang>` follows. */
export function changeLanguage(language: Language) {
  return i18n.changeLanguage(language);
}
