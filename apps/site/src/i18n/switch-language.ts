import { changeLanguage, isLanguage, languageStorageKey } from './i18n';

/** How the page reloads; one object so tests can observe the reload jsdom cannot perform. */
export const pageReload = {
  /** Reloads the current page. */
  reload: () => window.location.reload(),
};

/**
 * Chooses the site language (SPEC §1, §4): the choice is saved and the page reloads, so every
 * string, the server's translations and locale-dependent data come back in that language.
 * A locale the site ships no strings for is ignored.
 */
export async function switchLanguage(locale: string) {
  if (!isLanguage(locale)) return;
  await changeLanguage(locale);
  localStorage.setItem(languageStorageKey, locale);
  pageReload.reload();
}
