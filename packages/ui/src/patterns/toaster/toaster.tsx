import { useEffect, useSyncExternalStore } from 'react';
import { atFirstIdle } from '../lazy-enhancement/lazy-enhancement';
import { visibleToastLimit } from './notify';
import {
  loadedToasterView,
  loadedToasts,
  loadToasts,
  subscribeToToastsLoaded,
} from './toast-loader';

export interface ToasterProps {
  /** Toasts visible at once; older ones are dismissed. Default `5`. */
  limit?: number;
}

/** Nothing on the server: react-hot-toast loads in the browser. */
const notLoadedOnServer = () => undefined;

/**
 * Where toasts appear, with the defaults of SPEC §9: top centre, 4 s (loading 30 s), at most 5
 * at once, themed with the brand's tokens. Render it once at the app root; show toasts with `notify`.
 * react-hot-toast and the toaster's view (loaded-toaster.tsx) are not on the first load: they load at the first idle moment after mount, or at
 * the first `notify` if that comes sooner, and the toaster renders nothing until then.
 */
export function Toaster({ limit = visibleToastLimit }: ToasterProps) {
  const hotToast = useSyncExternalStore(subscribeToToastsLoaded, loadedToasts, notLoadedOnServer);
  useEffect(() => {
    if (hotToast) return;
    // Loaded before a toast is wanted, so one shown during play never waits on the network.
    return atFirstIdle(() => {
      loadToasts().catch(() => undefined);
    });
  }, [hotToast]);
  // Loaded together with react-hot-toast (toast-loader.ts): there when it is.
  const LoadedToaster = hotToast ? loadedToasterView() : undefined;
  return hotToast && LoadedToaster ? <LoadedToaster hotToast={hotToast} limit={limit} /> : null;
}
