import type { IncomingHttpHeaders } from 'node:http';

/** The languages the API answers in; Turkish first. */
export const locales = ['tr', 'en'] as const;

/** A language the API answers in. */
export type Locale = (typeof locales)[number];

/** The language used when a request names none, or one we do not speak. */
export const defaultLocale: Locale = 'tr';

/** One sentence in every language; `{name}` placeholders are filled from params. */
export type LocalisedText = Record<Locale, string>;

const messages = {
  notFound: {
    tr: 'İstenen adres bulunamadı.',
    en: 'The requested address was not found.',
  },
  invalidJson: {
    tr: 'İstek gövdesi geçerli bir JSON değil.',
    en: 'The request body is not valid JSON.',
  },
  bodyTooLarge: {
    tr: 'İstek gövdesi çok büyük.',
    en: 'The request body is too large.',
  },
  bodyTooDeep: {
    tr: 'İstek gövdesi çok fazla iç içe; en fazla {limit} düzeye izin verilir.',
    en: 'The request body is nested too deeply; at most {limit} levels are allowed.',
  },
  unsupportedMediaType: {
    tr: 'Bu içerik türü desteklenmiyor; JSON gönderin.',
    en: 'This content type is not supported; send JSON.',
  },
  badRequest: {
    tr: 'İstek geçersiz.',
    en: 'The request is invalid.',
  },
  fieldRequired: {
    tr: '"{field}" alanı zorunludur.',
    en: 'The field "{field}" is required.',
  },
  fieldInvalid: {
    tr: '"{field}" alanı geçersiz: {reason}',
    en: 'The field "{field}" is invalid: {reason}',
  },
  fieldHasNulCharacter: {
    tr: '"{field}" alanı geçersiz: NUL karakteri içeremez.',
    en: 'The field "{field}" is invalid: it must not contain a NUL character.',
  },
  requestInvalid: {
    tr: 'İstek geçersiz: {reason}',
    en: 'The request is invalid: {reason}',
  },
  serviceBusy: {
    tr: 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
    en: 'The server is very busy right now. Please try again in a few seconds.',
  },
  internalError: {
    tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    en: 'Something went wrong on our side. Please try again later.',
  },
  contentNotFound: {
    tr: 'Aradığınız sayfa bulunamadı veya yayından kaldırıldı.',
    en: 'The page you are looking for was not found or has been unpublished.',
  },
  callMeBackReceived: {
    tr: 'Talebiniz alındı. Ekibimiz seçtiğiniz zaman aralığında sizi arayacak.',
    en: 'Your request has been received. Our team will call you in the time window you chose.',
  },
  originNotAllowed: {
    tr: 'Bu siteden API çağrısına izin verilmiyor.',
    en: 'Calls to the API are not allowed from this site.',
  },
  sessionRequired: {
    tr: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.',
    en: 'Your session has ended, please log in again.',
  },
  databaseUnavailable: {
    tr: 'Veritabanına şu anda ulaşılamıyor.',
    en: 'The database cannot be reached right now.',
  },
} satisfies Record<string, LocalisedText>;

/** The id of a server message in `messages.ts`. */
export type MessageId = keyof typeof messages;

/** The sentence for `text` (a message id or a ready translation) in `locale`, params filled in. */
export function serverMessage(
  text: MessageId | LocalisedText,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  const translations = typeof text === 'string' ? messages[text] : text;
  return translations[locale].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
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
