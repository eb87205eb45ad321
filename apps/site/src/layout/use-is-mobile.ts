import { useSyncExternalStore } from 'react';

/** Below this width the mobile layout is used (SPEC §9: mobile breakpoint 64em). */
export const mobileMediaQuery = '(max-width: 63.999em)';

function mediaQueryList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mobileMediaQuery)
    : null;
}

/** Whether the mobile layout applies right now (outside React, e.g. in store actions). */
export function isMobileViewport(): boolean {
  return mediaQueryList()?.matches ?? false;
}

function subscribe(onChange: () => void) {
  const list = mediaQueryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the mobile layout applies (below 64em), re-rendering when the viewport crosses it. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
