/**
 * Which modal `<dialog>` is on top now. A modal dialog makes everything outside it inert — a toast
 * shown outside it is painted under its backdrop (or, as a popover, is not hit and reads as dimmed),
 * so the toaster moves into the topmost one. Any `<dialog>` opened with `showModal` counts: the
 * `Dialog` component, the game modal, the reality check.
 */

/** The modal dialogs open now, in the order they opened: the last is on top. */
let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
let observer: MutationObserver | null = null;

/**
 * Whether `dialog` is open in the page. Ours open with `showModal` only; a dialog open without it
 * holds the layer harmlessly (it makes nothing inert, and the layer is a popover either way).
 */
function isModal(dialog: HTMLDialogElement): boolean {
  return dialog.isConnected && dialog.hasAttribute('open');
}

/** Brings the stack up to date; tells the listeners when its top changed. */
function refresh(opened: readonly HTMLDialogElement[] = []) {
  const top = stack.at(-1) ?? null;
  const kept = stack.filter(isModal);
  for (const dialog of opened) {
    if (isModal(dialog) && !kept.includes(dialog)) kept.push(dialog);
  }
  stack = kept;
  if ((stack.at(-1) ?? null) !== top) {
    for (const listener of listeners) listener();
  }
}

/** The modal dialogs open now, in document order (their opening order is not known). */
function openModalDialogs(): HTMLDialogElement[] {
  return [...document.querySelectorAll('dialog[open]')].filter(
    (dialog): dialog is HTMLDialogElement => dialog instanceof HTMLDialogElement && isModal(dialog),
  );
}

function start() {
  stack = openModalDialogs();
  observer = new MutationObserver((records) => {
    const opened: HTMLDialogElement[] = [];
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof HTMLDialogElement) {
        opened.push(record.target);
      }
    }
    refresh(opened);
  });
  // `open` shows a dialog opening or closing; a removed subtree may take an open dialog with it.
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
}

/** Calls `onChange` whenever the topmost modal dialog changes; returns the unsubscribe. */
export function subscribeToTopModalDialog(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!observer) start();
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = null;
      stack = [];
    }
  };
}

/** The modal dialog on top of the page now, or null when none is open. */
export function topModalDialog(): HTMLDialogElement | null {
  return (observer ? stack : openModalDialogs()).at(-1) ?? null;
}

/** Whether this browser has the Popover API (the top layer for the toaster). */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
}
