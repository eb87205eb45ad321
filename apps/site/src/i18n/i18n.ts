import { type Locale, locales, type Translation, trFirstLoad } from '@zar/locales';
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

/**
 * The bundled strings of each language but Turkish, loaded when a player uses it: a visitor's
 * first load carries Turkish only (issue #10).
 */
const bundledStrings: Partial<Record<Language, () => Promise<Translation>>> = {
  en: () => import('@zar/locales/en').then((module) => module.en),
};

i18n.use(initReactI18next).init({
  // A copy: server strings are written into it, never into the shared @zar/locales object.
  resources: { tr: { translation: structuredClone(trFirstLoad) } },
  partialBundledLanguages: true,
  lng: savedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  // Server strings arrive after the first render (server-translations.ts): re-render on them.
  react: { bindI18nStore: 'added' },
  initAsync: false,
});

/**
 * Makes the bundled strings of `language` available (Turkish always is). Strings the server has
 * already put into that language stay: the bundle fills in only what is missing.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const load = bundledStrings[language];
  if (!load || loadedLanguages.has(language)) return;
  const strings = await load();
  i18n.addResourceBundle(language, 'translation', structuredClone(strings), true, false);
  loadedLanguages.add(language);
}

const loadedLanguages = new Set<Language>();

let playerStrings: Promise<void> | undefined;

/**
 * Adds the Turkish strings only a player's pages use (bonus money, issue 22), which a visitor's
 * first load leaves out; the account area's route loads them with its layout. English carries
 * them in its own bundle; strings the server already put in stay.
 */
export function loadPlayerStrings(): Promise<void> {
  playerStrings ??= import('@zar/locales/tr-player').then(({ trPlayerStrings }) => {
    i18n.addResourceBundle('tr', 'translation', structuredClone(trPlayerStrings), true, false);
  });
  return playerStrings;
}

/** Switches the site language once its strings are loaded; it is saved and `<html lang>` follows. */
export async function changeLanguage(language: Language) {
  await loadLanguage(language);
  return i18n.changeLanguage(language);
}
