import { en } from './en';
import { type Translation, tr } from './tr';

export type { SameKeys, StringTree } from './define-namespace';
export { en } from './en';
export { flattenStrings, type TranslationEntry } from './flatten-strings';
export { type Translation, tr, trFirstLoad } from './tr';
export { trPlayerStrings } from './tr-player';

/** Languages Zar ships strings for; Turkish first (DESIGN: default tr). */
export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];

/** Both languages, keyed by locale: i18next resources and the API's translation seed. */
export const translations: Record<Locale, Translation> = { tr, en };
