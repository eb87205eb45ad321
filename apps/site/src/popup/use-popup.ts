import { type Popup, popupContentHash, popupSeenCookie } from '@zar/api-client';
import { useEffect, useState } from 'react';
import { afterIdle } from '../bootstrap/after-idle';
import { setBrowserCookie } from '../bootstrap/browser-cookie';
import { firstScreenRender } from '../bootstrap/first-screen-render';
import { usePopupData, usePopupDataLoading } from '../bootstrap/use-bootstrap';
import { useDialogStore } from '../stores/dialog-store';
import { onVisitorAct, visitorActed } from './visitor-activity';

/** localStorage key of the popup content hashes the browser has shown. */
export const popupSeenStorageKey = 'zar.popupSeen';

/**
 * How long a popup the server did not render open waits for a still visitor, from the page's
 * first idle moment, before it opens: any pointer or key press before then, and it does not open
 * on this page (issue 21).
 */
export const popupDelayMs = 3000;

/**
 * Where the popup stands, on `<html data-popup>`, for whoever must not race it (the e2e
 * journeys): `waiting` (its data or its delay), `open`, `closed`, `skipped` (the visitor acted,
 * a dialog was open, or it was shown before) or `none` (no popup).
 */
export type PopupStage = 'waiting' | 'open' | 'closed' | 'skipped' | 'none';

function markStage(stage: PopupStage) {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  // A popup the visitor closed stays `closed`.
  if (stage === 'skipped' && html.dataset.popup === 'closed') return;
  html.dataset.popup = stage;
}

/** Whether the server rendered the popup open in the page being hydrated now. */
function servedOpen(): boolean {
  if (firstScreenRender.current()) return true;
  return (
    typeof document !== 'undefined' &&
    document.querySelector('#root dialog.zar-popup-dialog[data-state="open"]') !== null
  );
}

/** Whether any dialog is open in the page (an account dialog, a game, a payment, the reality check). */
function dialogOpen(): boolean {
  return (
    useDialogStore.getState().openDialog !== null ||
    (typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null)
  );
}

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
 * the server rendered open stays open as it was painted. Otherwise it waits `popupDelayMs` for a
 * still visitor: it never opens once the visitor has pressed a pointer or a key on the page, nor
 * over any open dialog (issue 21); then it is left for a later visit.
 */
export function usePopup(): PopupState {
  const data = usePopupData();
  const loading = usePopupDataLoading();
  const popup = data && data.images.length > 0 ? data : null;
  const hash = popup ? popupContentHash(popup) : null;
  const [openHash, setOpenHash] = useState<string | null>(() => {
    if (firstScreenRender.current()) return showsNow(hash) && servedOpen() ? hash : null;
    // Hydrating a page the server painted with the popup open: open as painted, whatever this
    // browser's storage says now (the hash may have been stored after the request went out,
    // by another tab or the last page's unload); anything else is a hydration mismatch.
    return hash !== null && useDialogStore.getState().openDialog === null && servedOpen()
      ? hash
      : null;
  });
  const open = hash !== null && openHash === hash;

  useEffect(() => {
    if (open && hash) {
      markSeen(hash);
      markStage('open');
      return;
    }
    if (!showsNow(hash)) {
      markStage(loading ? 'waiting' : hash ? 'skipped' : 'none');
      return;
    }
    if (visitorActed() || dialogOpen()) {
      markStage('skipped');
      return;
    }
    markStage('waiting');
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The delay counts from the first idle moment: a page still busy rendering (a slow phone, a
    // loaded machine) has not been in front of the visitor for long yet.
    const stopWaitingForIdle = afterIdle(() => {
      timer = setTimeout(() => {
        if (!showsNow(hash) || visitorActed() || dialogOpen()) {
          markStage('skipped');
          return;
        }
        setOpenHash(hash);
      }, popupDelayMs);
    });
    const stopListening = onVisitorAct(() => {
      stopWaitingForIdle();
      clearTimeout(timer);
      markStage('skipped');
    });
    return () => {
      stopWaitingForIdle();
      clearTimeout(timer);
      stopListening();
      // Left (another page, new data): not waiting any more, unless the next run says so.
      if (document.documentElement.dataset.popup === 'waiting') markStage('skipped');
    };
  }, [hash, open, loading]);

  return {
    popup,
    open,
    close: () => {
      setOpenHash(null);
      markStage('closed');
    },
  };
}
