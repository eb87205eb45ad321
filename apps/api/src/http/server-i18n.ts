import { type ServerTranslation, serverTr, serverTranslations } from '@zar/locales/server';
import i18next from 'i18next';

/** The dotted paths of a tree's string leaves, each after `prefix`. */
type Leaves<T, Prefix extends string> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? `${Prefix}${K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** A server string's i18next key, `namespace:path`, e.g. `serverAccounts:loginFailed`. */
export type ServerKey = {
  [Namespace in keyof ServerTranslation]: Leaves<ServerTranslation[Namespace], `${Namespace}:`>;
}[keyof ServerTranslation];

/** A namespace's tree with every string replaced by its key: how a domain names its messages. */
export type KeyTree<T, Prefix extends string> = {
  readonly [K in keyof T & (string | number)]: T[K] extends string
    ? `${Prefix}${K}`
    : KeyTree<T[K], `${Prefix}${K}.`>;
};

// One instance for the process, initialised synchronously: the strings are bundled, so the first
// request never waits and nothing here is async. The API writes HTML through escapeHtml and JSON
// through the serializer, so i18next escapes nothing itself.
const i18n = i18next.createInstance();
i18n.init({
  resources: serverTranslations,
  ns: Object.keys(serverTr),
  lng: 'tr',
  fallbackLng: 'tr',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * The string `key` in `locale` with its `{{name}}` placeholders filled from `values`. Values go in
 * `replace`, so a value named `count` or `context` fills a placeholder and never picks a plural.
 */
export function translate(
  locale: 'tr' | 'en',
  key: ServerKey,
  values: Record<string, string> = {},
): string {
  // Untyped on purpose: a program that also holds the site (its tests) types i18next's keys as the
  // site's own; ServerKey is what checks these.
  const t = i18n.t as unknown as (key: string, options: object) => string;
  return t(key, { lng: locale, replace: values });
}

/** The keys of one namespace as a tree, e.g. `serverKeys('serverCasino').gameMissing`. */
export function serverKeys<Namespace extends keyof ServerTranslation>(
  namespace: Namespace,
): KeyTree<ServerTranslation[Namespace], `${Namespace}:`> {
  const keysOf = (tree: object, prefix: string): object =>
    Object.fromEntries(
      Object.entries(tree).map(([name, value]) => [
        name,
        typeof value === 'string' ? `${prefix}${name}` : keysOf(value, `${prefix}${name}.`),
      ]),
    );
  return keysOf(serverTr[namespace], `${namespace}:`) as KeyTree<
    ServerTranslation[Namespace],
    `${Namespace}:`
  >;
}

/** A namespace's strings in `locale`, as they are: a framed page's script fills them itself. */
export function serverStrings<Namespace extends keyof ServerTranslation>(
  locale: 'tr' | 'en',
  namespace: Namespace,
): ServerTranslation[Namespace] {
  return serverTranslations[locale][namespace];
}

/** The string `key` in both languages, for what keeps a text as data (a bonus's name in a grant). */
export function inBothLanguages(key: ServerKey): Record<'tr' | 'en', string> {
  return { tr: translate('tr', key), en: translate('en', key) };
}
