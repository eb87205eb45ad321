import { earlyTapGlobal } from '@zar/api-client';

/**
 * Whether the visitor has done anything on this page yet: pressed a pointer (click, tap) or a key
 * anywhere in the document. Listened for from the moment the site's script runs, and before that
 * on a server-rendered page by its early-tap script; the home popup never opens once it is true
 * (issue 21: a popup opening late took the click meant for the page).
 */
let acted = earlyTapped();
const listeners = new Set<() => void>();

function earlyTapped(): boolean {
  if (typeof window === 'undefined') return false;
  const taps = (window as unknown as Record<string, { tapped?: boolean } | undefined>)[
    earlyTapGlobal
  ];
  return taps?.tapped === true;
}

function visitorActs() {
  if (acted) return;
  acted = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

function listen() {
  if (typeof document === 'undefined') return;
  // Capture: a handler that stops the event cannot hide it from us.
  document.addEventListener('pointerdown', visitorActs, { capture: true, passive: true });
  document.addEventListener('keydown', visitorActs, { capture: true, passive: true });
}
listen();

/** Whether the visitor has pressed a pointer or a key on this page. */
export function visitorActed(): boolean {
  return acted;
}

/** Calls `onAct` at the visitor's first press (at once if that was before); returns the unsubscribe. */
export function onVisitorAct(onAct: () => void): () => void {
  if (acted) {
    onAct();
    return () => undefined;
  }
  listeners.add(onAct);
  return () => {
    listeners.delete(onAct);
  };
}

/** Tests only: a page nobody has touched yet. */
export function forgetVisitorActivity() {
  acted = false;
  listeners.clear();
}
