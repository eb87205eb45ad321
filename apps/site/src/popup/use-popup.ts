import type { Popup } from '@zar/api-client';
import { useEffect, useState } from 'react';
import { usePopupData } from '../bootstrap/use-bootstrap';
import { popupContentHash } from './popup-content-hash';

/** localStorage key of the popup content hashes the browser has shown. */
export const popupSeenStorageKey = 'zar.popupSeen';

/** A popup ready to show: three image sizes and where a click leads. */
export interface PopupContent {
  /** Content hash; the popup is shown once per distinct hash. */
  hash: string;
  /** Image urls: default below 992px, medium from 992px, large from 1200px (SPEC §2). */
  images: { default: string; medium: string; large: string };
  /** Link of the popup, or null to stay on the current page. */
  href: string | null;
}

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

/** The bootstrap popup in the shape the popup dialog shows; images 0 default, 1 large, 2 medium. */
export function toPopupContent(popup: Popup): PopupContent | null {
  const [first, large, medium] = popup.images;
  if (!first) return null;
  return {
    hash: popupContentHash(popup),
    images: {
      default: first.url,
      medium: medium?.url ?? large?.url ?? first.url,
      large: large?.url ?? medium?.url ?? first.url,
    },
    href: popup.url,
  };
}

export interface PopupState {
  /** The popup to show, or null. */
  popup: PopupContent | null;
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
  const popup = data ? toPopupContent(data) : null;
  const hash = popup?.hash ?? null;
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
