/** localStorage key of the browser's fingerprint. */
export const fingerprintStorageKey = 'zar.fingerprint';

/** How long the fingerprint library may take before the stored id is used instead (SPEC §9). */
export const fingerprintTimeoutMs = 1000;

let memoryFingerprint: string | null = null;
let loading: Promise<string> | null = null;

function storeFingerprint(value: string) {
  try {
    localStorage.setItem(fingerprintStorageKey, value);
  } catch {
    memoryFingerprint = value;
  }
}

/**
 * The browser's fingerprint as known now: the library's visitor id once `loadFingerprint` has
 * stored it, otherwise a random id made once with `crypto.randomUUID`. Kept in localStorage;
 * when storage is unavailable it lasts for the page's lifetime.
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

/** Asks the open-source FingerprintJS agent, loaded on demand, for this browser's visitor id. */
async function computeVisitorId(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  // monitoring: false — the agent would otherwise post installation stats to a third party.
  const agent = await load({ monitoring: false });
  return (await agent.get()).visitorId;
}

/**
 * Resolves the browser fingerprint with the FingerprintJS library (a lazily loaded chunk) and
 * stores it; if the library fails or takes longer than 1000 ms the stored id is used. Runs once
 * per page; later calls share the first answer.
 */
export function loadFingerprint(): Promise<string> {
  loading ??= new Promise<string>((resolve) => {
    let settled = false;
    const settle = (visitorId: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A late answer is dropped: the page keeps one fingerprint, so a session stays valid.
      if (visitorId) storeFingerprint(visitorId);
      resolve(visitorId ?? getFingerprint());
    };
    const timer = setTimeout(() => settle(null), fingerprintTimeoutMs);
    computeVisitorId().then(settle, () => settle(null));
  });
  return loading;
}

/** Forgets the loaded fingerprint so the next `loadFingerprint` asks the library again (tests). */
export function resetFingerprintLoading() {
  loading = null;
  memoryFingerprint = null;
}
