import { languageCookie } from '@zar/api-client';
import { setBrowserCookie } from './browser-cookie';

/** Keeps the player's language in a cookie too, so the API serves index.html's data in it. */
export function saveLanguageCookie(language: string) {
  setBrowserCookie(languageCookie, encodeURIComponent(language));
}
