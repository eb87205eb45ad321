import { languageCookie } from '@zar/api-client';

/** Keeps the player's language in a cookie too, so the API serves index.html's data in it. */
export function saveLanguageCookie(language: string) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, encoded value; cookieStore is async and not in every browser
  document.cookie = `${languageCookie}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}
