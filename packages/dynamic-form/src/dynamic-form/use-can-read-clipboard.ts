import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  // Clipboard access does not change while a page runs; there is nothing to listen to.
  return () => {};
}

function canReadClipboard(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';
}

/** Whether the browser lets the page read the clipboard (a secure context); false on the server. */
export function useCanReadClipboard(): boolean {
  return useSyncExternalStore(subscribe, canReadClipboard, () => false);
}
