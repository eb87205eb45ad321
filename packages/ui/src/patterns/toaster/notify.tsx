import { Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactElement } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { dismissWhenLoaded, showWhenLoaded } from './toast-loader';

// The public types are Zar's own, not react-hot-toast's: a consumer's `tsc` with skipLibCheck
// off never loads react-hot-toast's declarations (whose goober dependency ships an `export =`
// that an ESM program refuses).

/** What a toast says: text or an element. */
export type ToastMessage = ReactElement | string | null;

/** Options of one toast. */
export interface NotifyOptions {
  /** The toast's id; a later call with the same id replaces it. Default a new one. */
  id?: string;
  /** How long it stays, in ms. Default 4 s (30 s while loading). */
  duration?: number;
}

/** A toast as the toaster lists it: react-hot-toast's type and the class Zar gave it. */
export interface ToastItem {
  type: 'blank' | 'success' | 'error' | 'loading' | 'custom';
  className?: string;
}

/** Kinds of toast the site shows (SPEC §4): react-hot-toast's four plus warning and info. */
export type ToastKind = 'blank' | 'success' | 'error' | 'loading' | 'warning' | 'info';

/** Toast durations of SPEC §9, in milliseconds. */
export const toastDurations = { default: 4000, loading: 30_000 } as const;

/** Toasts visible at once (SPEC §9); older ones are dismissed. */
export const visibleToastLimit = 5;

const kindColor: Record<ToastKind, string> = {
  blank: 'var(--color-border)',
  success: 'var(--color-success)',
  error: 'var(--color-danger)',
  loading: 'var(--color-accent)',
  warning: 'var(--color-warning)',
  info: 'var(--color-info)',
};

/**
 * Class, accent stripe and icon of a kind; the stripe inline, because react-hot-toast styles its
 * bar inline.
 */
const kindOptions = (kind: ToastKind): ToastOptions => ({
  className: `zar-toast zar-toast--${kind}`,
  style: { borderLeft: `4px solid ${kindColor[kind]}` },
  ...(kind === 'warning' && {
    icon: <TriangleExclamationPoint aria-hidden="true" size={20} color={kindColor.warning} />,
  }),
  ...(kind === 'info' && {
    icon: <Info aria-hidden="true" size={20} color={kindColor.info} />,
  }),
});

/** A toast's kind, including the warning and info toasts built on react-hot-toast's blank toast. */
export function toastKind(item: ToastItem): ToastKind {
  if (item.className?.includes('zar-toast--warning')) return 'warning';
  if (item.className?.includes('zar-toast--info')) return 'info';
  return item.type === 'custom' ? 'blank' : item.type;
}

let toastCount = 0;

/** An id for a toast the caller gave none; react-hot-toast's own ids are plain numbers. */
function nextToastId(): string {
  toastCount += 1;
  return `zar-toast-${toastCount}`;
}

/**
 * Shows a toast of `kind` and returns its id at once, the caller's or a new one, even while
 * react-hot-toast is still loading: it is passed on as `{ id }`, so the id can replace the toast.
 */
function show(kind: ToastKind, message: ToastMessage, options?: NotifyOptions): string {
  const id = options?.id ?? nextToastId();
  const toastOptions: ToastOptions = { ...kindOptions(kind), ...options, id };
  showWhenLoaded(id, ({ toast }) => {
    if (kind === 'success' || kind === 'error' || kind === 'loading') {
      toast[kind](message, toastOptions);
    } else {
      toast(message, toastOptions);
    }
  });
  return id;
}

/**
 * Shows toasts. Each call returns the toast's id at once; pass it as `{ id }` to `success` or
 * `error` to replace a loading toast in place. react-hot-toast loads on the first call (or when the
 * `Toaster` finds the browser idle); calls before it is there are shown, in order, when it is.
 */
export const notify = {
  /** A plain message. */
  blank: (message: ToastMessage, options?: NotifyOptions) => show('blank', message, options),
  /** A success message, e.g. 'Added to favorites'. */
  success: (message: ToastMessage, options?: NotifyOptions) => show('success', message, options),
  /** An error message. */
  error: (message: ToastMessage, options?: NotifyOptions) => show('error', message, options),
  /** A warning, e.g. 'Removed from favorites'. */
  warning: (message: ToastMessage, options?: NotifyOptions) => show('warning', message, options),
  /** An informational message, e.g. 'Game will be reloaded. Please wait...'. */
  info: (message: ToastMessage, options?: NotifyOptions) => show('info', message, options),
  /** A spinner with a message, shown up to 30 s or until replaced. */
  loading: (message: ToastMessage, options?: NotifyOptions) => show('loading', message, options),
  /** Hides one toast, or all without an id. */
  dismiss: (id?: string) => dismissWhenLoaded(id),
};
