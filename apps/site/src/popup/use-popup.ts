import { type Popup, popupContentHash, popupSeenCookie } from '@zar/api-client';
import { useEffect, useState } from 'react';
import { setBrowserCookie } from '../bootstrap/browser-cookie';
import { firstScreenRender } from '../bootstrap/first-screen-render';
import { usePopupData } from '../bootstrap/use-bootstrap';
import { useDialogStore } from '../stores/dialog-store';

/** localStorage key of the popup content hashes the browser has shown. */
export const popupSeenStorageKey = 'zar.popupSeen';

function readSeen(): readonly string[] {
  // The server's render of the first screen knows the browser by its cookie.
  const rendering = firstScreenRender.current();
  if (rendering) return rendering.seenPopups;
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
  const kept = [...seen, hash].slice(-20);
  try {
    localStorage.setItem(popupSeenStorageKey, JSON.stringify(kept));
  } catch {
    // Storage is off: the popup may show again on the next visit.
  }
  // The served page preloads the popup's image, and renders it open, only for a browser that has
  // not seen it.
  setBrowserCookie(popupSeenCookie, kept.slice(-5).join(','));
}

/**
 * Whether the popup should open now: not shown in this browser before, and no account dialog open
 * (a visitor sent to log in sees that dialog alone; the popup waits for a later visit).
 */
function showsNow(hash: string | null): hash is string {
  return (
    hash !== null && !readSeen().includes(hash) && useDialogStore.getState().openDialog === null
  );
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
 * The home popup (SPEC §4): shown once per distinct content hash, never over an account dialog. The hash is stored in
 * `zar.popupSeen` as soon as it opens, so a reload does not show the same popup again. A popup
 * the data already holds opens with the first render (it is often the largest thing painted).
 */
export function usePopup(): PopupState {
  const data = usePopupData();
  const popup = data && data.images.length > 0 ? data : null;
  const hash = popup ? popupContentHash(popup) : null;
  const [openHash, setOpenHash] = useState<string | null>(() => (showsNow(hash) ? hash : null));

  useEffect(() => {
    if (!showsNow(hash)) return;
    markSeen(hash);
    setOpenHash(hash);
  }, [hash]);

  return {
    popup,
    open: hash !== null && openHash === hash,
    close: () => setOpenHash(null),
  };
}
