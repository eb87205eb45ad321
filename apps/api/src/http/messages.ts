import type { IncomingHttpHeaders } from 'node:http';
import { type ServerKey, translate } from './server-i18n';

/** The languages the API answers in; Turkish first. */
export const locales = ['tr', 'en'] as const;

/** A language the API answers in. */
export type Locale = (typeof locales)[number];

/** The language used when a request names none, or one we do not speak. */
export const defaultLocale: Locale = 'tr';

/**
 * A sentence in both languages held as data: a database row's text (an operator's bank transfer
 * instructions, whose `{name}` placeholders are the stored syntax), or a message already filled in
 * both languages. The API's own strings are `ServerKey`s of `@zar/locales/server`.
 */
export type LocalisedText = Record<Locale, string>;

/** What a player is told: a server string's key, or a text held in both languages. */
export type ServerText = ServerKey | LocalisedText;

/** The sentence for `text` in `locale`, params filled in. */
export function serverMessage(
  text: ServerText,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  if (typeof text === 'string') return translate(locale, text, params);
  return text[locale].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The language a request asks for in its `locale` header (`en`, `en-GB`, `tr`…), else Turkish. */
export function requestLocale(headers: IncomingHttpHeaders): Locale {
  const header = headers.locale;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  // Every call asks: a bare two-letter code (what the site sends) needs no split.
  const language = value.length === 2 ? value : value.split(/[-_]/)[0];
  return locales.find((locale) => locale === language) ?? defaultLocale;
}
