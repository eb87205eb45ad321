import type { Popup } from '@zar/api-client';

/**
 * A short hash of what a popup shows (its image urls and link), so a changed popup is shown
 * again: 32-bit FNV-1a, as 8 hex digits.
 */
export function popupContentHash(popup: Popup): string {
  const text = [...popup.images.map((image) => image.url), popup.url ?? ''].join('\n');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
