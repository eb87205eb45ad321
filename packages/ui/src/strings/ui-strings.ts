import type { StringTree, Translation } from '@zar/locales';

/** Languages the components ship text for; Turkish is the default and the fallback. */
export type UiLocale = 'tr' | 'en';

/** The language the components speak when nothing says otherwise, and the one a missing text falls back to. */
export const defaultUiLocale: UiLocale = 'tr';

type DottedKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text of `@zar/locales` by its dotted key, e.g. `'header.login'`. */
export type UiStringKey = DottedKeys<Translation>;

/** Texts that replace the built-in ones, by dotted key; `{{name}}` marks a value filled in. */
export type UiStringOverrides = Partial<Record<UiStringKey, string>>;

/** Overrides per language, e.g. `{ en: { 'header.login': 'Sign in' } }`. */
export type UiStringsByLocale = Partial<Record<UiLocale, UiStringOverrides>>;

/** Values a text interpolates, e.g. `{ amount: '₺10,00' }` for `'Balance {{amount}}'`. */
export type UiStringParams = Readonly<Record<string, unknown>>;

/**
 * Turns a key into the text to show. Typed keys autocomplete; a key built at run time (a column or
 * a status) is accepted as a string.
 */
export type UiTranslate = (key: UiStringKey | (string & {}), params?: UiStringParams) => string;

/** What `useUiTranslation` gives a component: the translate function and the active language. */
export interface UiTranslation {
  t: UiTranslate;
  /** The active language, e.g. `'tr'`; what numbers, money and dates are formatted for. */
  language: string;
  /** The same language under the name react-i18next used, so `i18n.language` reads alike. */
  i18n: { language: string };
}

/** The text at a dotted key of a string tree, or `undefined` when there is none. */
export function lookUpString(tree: StringTree | undefined, key: string): string | undefined {
  let node: StringTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders from `params`; a value not given becomes empty, as in i18next. */
export function interpolate(text: string, params: UiStringParams | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = params?.[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** Built-in tables and overrides a translator reads. */
export interface BuiltInStrings {
  /** The language to speak. */
  locale: string;
  /** Full string trees by language; Turkish must be there. */
  tables: Partial<Record<UiLocale, StringTree>> & { tr: StringTree };
  /** Per-language overrides by dotted key. */
  overrides?: UiStringsByLocale;
}

/**
 * A translate function over built-in tables: the override in the language, the table's text in
 * the language, then the same in Turkish. A key found nowhere gives an empty text, never the key.
 */
export function createBuiltInTranslate({ locale, tables, overrides }: BuiltInStrings): UiTranslate {
  const language = locale as UiLocale;
  return (key, params) => {
    const text =
      overrides?.[language]?.[key as UiStringKey] ??
      lookUpString(tables[language], key) ??
      overrides?.[defaultUiLocale]?.[key as UiStringKey] ??
      lookUpString(tables[defaultUiLocale], key) ??
      '';
    return interpolate(text, params);
  };
}
