/**
 * Sets a first-party cookie the API reads when it serves a page (language, popups shown, top
 * notification closed, a player logged in), for a year; `null` deletes it. Values are the site's
 * own words and hashes, written as they are (letters, digits, commas), never a secret. Does
 * nothing outside a browser.
 */
export function setBrowserCookie(name: string, value: string | null) {
  if (typeof document === 'undefined') return;
  const lifetime = value === null ? 'max-age=0' : 'max-age=31536000';
  // biome-ignore lint/suspicious/noDocumentCookie: fixed names and plain values; cookieStore is async and not in every browser
  document.cookie = `${name}=${value ?? ''}; path=/; ${lifetime}; samesite=lax`;
}
