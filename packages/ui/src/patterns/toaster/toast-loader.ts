import type { ComponentType } from 'react';
import type * as HotToast from 'react-hot-toast';
import type { LoadedToasterProps } from './loaded-toaster';

/**
 * react-hot-toast, loaded on demand (issue #10): it and its CSS-in-JS (goober) stay off a
 * visitor's first load, and toasts asked for before it is there wait for it, in order.
 */
export type HotToastModule = typeof HotToast;

/** A toast asked for before react-hot-toast had loaded. */
interface WaitingToast {
  id: string;
  show: (hotToast: HotToastModule) => void;
}

let loaded: HotToastModule | undefined;
let loadedView: ComponentType<LoadedToasterProps> | undefined;
let loading: Promise<HotToastModule> | undefined;
let waiting: WaitingToast[] = [];
const loadListeners = new Set<() => void>();

/**
 * Starts loading react-hot-toast once, with the toaster's view (its own chunk, off the first load
 * too); later calls share it. When both are there, the waiting toasts are shown in the order they
 * were asked for, in the same step, so no later toast can pass them.
 */
export function loadToasts(): Promise<HotToastModule> {
  loading ??= Promise.all([import('react-hot-toast'), import('./loaded-toaster')]).then(
    ([module, view]) => {
      loadedView = view.LoadedToaster;
      loaded = module;
      for (const toast of waiting.splice(0)) toast.show(module);
      for (const listener of loadListeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed chunk request may succeed on a later try; the waiting toasts keep waiting.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** react-hot-toast once it has loaded, else undefined. */
export const loadedToasts = (): HotToastModule | undefined => loaded;

/** The toaster's view once it has loaded (with react-hot-toast), else undefined. */
export const loadedToasterView = (): ComponentType<LoadedToasterProps> | undefined => loadedView;

/** Calls `listener` when react-hot-toast has loaded; returns the unsubscribe function. */
export function subscribeToToastsLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Shows a toast now if react-hot-toast is there, else as soon as it is (and starts loading it). */
export function showWhenLoaded(id: string, show: (hotToast: HotToastModule) => void): void {
  if (loaded) {
    show(loaded);
    return;
  }
  waiting.push({ id, show });
  // On failure the toast waits for the next toast's try.
  loadToasts().catch(() => undefined);
}

/**
 * Dismisses one toast, or all without an id. Toasts still waiting for react-hot-toast are dropped
 * instead: they were never shown, so there is nothing to animate out.
 */
export function dismissWhenLoaded(id?: string): void {
  if (loaded) loaded.toast.dismiss(id);
  else waiting = id === undefined ? [] : waiting.filter((toast) => toast.id !== id);
}
