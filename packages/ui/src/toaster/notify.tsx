import { Info, TriangleExclamationPoint } from 'lucide-react';
import { type Renderable, type Toast, type ToastOptions, toast } from 'react-hot-toast';

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

/** Class and accent stripe of a kind; inline, because react-hot-toast styles its bar inline. */
const kindOptions = (kind: ToastKind): ToastOptions => ({
  className: `zar-toast zar-toast--${kind}`,
  style: { borderLeft: `4px solid ${kindColor[kind]}` },
});

/** A toast's kind, including the warning and info toasts built on react-hot-toast's blank toast. */
export function toastKind(item: Pick<Toast, 'type' | 'className'>): ToastKind {
  if (item.className?.includes('zar-toast--warning')) return 'warning';
  if (item.className?.includes('zar-toast--info')) return 'info';
  return item.type === 'custom' ? 'blank' : item.type;
}

/**
 * Shows toasts. Each call returns the toast's id; pass it as `{ id }` to `success` or `error` to
 * replace a loading toast in place.
 */
export const notify = {
  /** A plain message. */
  blank: (message: Renderable, options?: ToastOptions) =>
    toast(message, { ...kindOptions('blank'), ...options }),
  /** A success message, e.g. 'Added to favorites'. */
  success: (message: Renderable, options?: ToastOptions) =>
    toast.success(message, { ...kindOptions('success'), ...options }),
  /** An error message. */
  error: (message: Renderable, options?: ToastOptions) =>
    toast.error(message, { ...kindOptions('error'), ...options }),
  /** A warning, e.g. 'Removed from favorites'. */
  warning: (message: Renderable, options?: ToastOptions) =>
    toast(message, {
      icon: <TriangleExclamationPoint aria-hidden="true" size={20} color={kindColor.warning} />,
      ...kindOptions('warning'),
      ...options,
    }),
  /** An informational message, e.g. 'Game will be reloaded. Please wait...'. */
  info: (message: Renderable, options?: ToastOptions) =>
    toast(message, {
      icon: <Info aria-hidden="true" size={20} color={kindColor.info} />,
      ...kindOptions('info'),
      ...options,
    }),
  /** A spinner with a message, shown up to 30 s or until replaced. */
  loading: (message: Renderable, options?: ToastOptions) =>
    toast.loading(message, { ...kindOptions('loading'), ...options }),
  /** Hides one toast, or all without an id. */
  dismiss: (id?: string) => toast.dismiss(id),
};
