import type { Popup } from '@zar/api-client';
import { popupContentHash } from '@zar/ui';
import { useEffect, useState } from 'react';
import { usePopupData } from '../bootstrap/use-bootstrap';

/** localStorage key of the popup content hashes the browser has shown. */
export const popupSeenStorageKey = 'zar.popupSeen';

function readSeen(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(popupSeenStorageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
function markSeen(hash: string) {
  const seen = readSeen();
  if (seen.includes(hash)) return;
  try {
    localStorage.setItem(popupSeenStorageKey, JSON.stringify([...seen, hash].slice(-20)));
  } catch {
    // Storage is off: the popup may show again on the next visit.
  }
}

export interface PopupState {
  /** The popup to show (images 0 default, 1 large, 2 medium, and its link), or null. */
  popup: Popup | null;
  /** Whether it is open. */
  open: boolean;
  /** Closes it (close button, a click on it, Escape). */
  close: () => void;
}

/**
 * The home popup (SPEC §4): shown once per distinct content hash. The hash is stored in
 * `zar.popupSeen` as soon as it opens, so a reload does not show the same popup again.
 */
export function usePopup(): PopupState {
  const data = usePopupData();
  const popup = data && data.images.length > 0 ? data : null;
  const hash = popup ? popupContentHash(popup) : null;
  const [openHash, setOpenHash] = useState<string | null>(null);

  useEffect(() => {
    if (!hash || readSeen().includes(hash)) return;
    markSeen(hash);
    setOpenHash(hash);
  }, [hash]);

  return {
    popup,
    open: hash !== null && openHash === hash,
    close: () => setOpenHash(null),
  };
}
