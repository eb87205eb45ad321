/** localStorage key of the browser's fingerprint. */
export const fingerprintStorageKey = 'zar.fingerprint';

let memoryFingerprint: string | null = null;

/**
 * The browser's fingerprint sent with every call and stored with the session: a random id made
 * once with `crypto.randomUUID` and kept in localStorage. No third-party fingerprint library and
 * nothing is posted anywhere; when storage is unavailable the id lasts for the page's lifetime.
 */
export function getFingerprint(): string {
  try {
    const stored = localStorage.getItem(fingerprintStorageKey);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(fingerprintStorageKey, created);
    return created;
  } catch {
    memoryFingerprint ??= crypto.randomUUID();
    return memoryFingerprint;
  }
}
