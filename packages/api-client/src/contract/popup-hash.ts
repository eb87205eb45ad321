/** What identifies a popup's content: its images and its link (SPEC §3 popup). */
export interface PopupContent {
  /** Images: index 0 default, 1 large from 1200 px, 2 medium from 992 px. */
  images: readonly { url: string }[];
  /** Where the popup leads; `null` for the current page. */
  url?: string | null;
}

/**
 * The cookie the site keeps the hashes of the popups a browser has shown in (comma-separated,
 * newest last), so the served page preloads the popup's image only when it will show.
 */
export const popupSeenCookie = 'zar.popupSeen';

/**
 * A stable hash of the popup's image addresses and link (32-bit FNV-1a, 8 hex digits), so the site
 * shows each distinct popup once (SPEC §4) and a new one again.
 */
export function popupContentHash(popup: PopupContent): string {
  const text = [...popup.images.map((image) => image.url), popup.url ?? ''].join('\n');
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
