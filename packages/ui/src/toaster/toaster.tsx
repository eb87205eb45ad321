import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { atFirstIdle } from '../lazy-enhancement/lazy-enhancement';
import { subscribeToTopModalDialog, supportsPopover, topModalDialog } from './modal-dialogs';
import { toastDurations, toastKind, visibleToastLimit } from './notify';
import {
  type HotToastModule,
  loadedToasts,
  loadToasts,
  subscribeToToastsLoaded,
} from './toast-loader';

export interface ToasterProps {
  /** Toasts visible at once; older ones are dismissed. Default `5`. */
  limit?: number;
}

/** Dismisses the oldest visible toasts beyond `limit`. */
function useVisibleToastLimit({ toast, useToasterStore }: HotToastModule, limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    for (const extra of toasts.filter((item) => item.visible).slice(limit)) {
      toast.dismiss(extra.id);
    }
  }, [toast, toasts, limit]);
}

/** Nothing on the server: react-hot-toast loads in the browser. */
const notLoadedOnServer = () => undefined;
/** No dialog is open on the server. */
const noDialogOnServer = () => null;

/**
 * Keeps the toasts above everything a person sees, open dialogs included: the toaster is a manual
 * popover, in the top layer, inside the topmost modal `<dialog>` when one is open (outside it the
 * dialog would make it inert: under its backdrop for hit testing, read as dimmed). Each time a
 * dialog opens or closes, the layer moves and is shown again, so it is the last in the top layer.
 */
function ToastLayer({ children }: { children: ReactNode }) {
  const dialog = useSyncExternalStore(subscribeToTopModalDialog, topModalDialog, noDialogOnServer);
  const popover = supportsPopover();
  const showOnTop = useCallback(
    (layer: HTMLDivElement | null) => {
      // A new element each time (see the key), never shown before: shown now, it is the last.
      if (layer && popover && layer.isConnected) layer.showPopover();
    },
    [popover],
  );
  return createPortal(
    <div
      // A new element in each host: the ref shows it again, last in the top layer.
      key={dialog ? 'in-dialog' : 'in-body'}
      ref={showOnTop}
      className="zar-toaster-layer"
      data-slot="toaster-layer"
      popover={popover ? 'manual' : undefined}
    >
      {children}
    </div>,
    dialog ?? document.body,
  );
}

/**
 * Where toasts appear, with the defaults of SPEC §9: top centre, 4 s (loading 30 s), at most 5
 * at once, themed with the brand's tokens. Render it once at the app root; show toasts with `notify`.
 * react-hot-toast is not on the first load: it loads at the first idle moment after mount, or at
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
  return hotToast ? <LoadedToaster hotToast={hotToast} limit={limit} /> : null;
}

interface LoadedToasterProps {
  /** react-hot-toast, loaded. */
  hotToast: HotToastModule;
  /** Toasts visible at once. */
  limit: number;
}

/** react-hot-toast's toaster, configured and themed. */
function LoadedToaster({ hotToast, limit }: LoadedToasterProps) {
  const { Toaster: HotToaster, ToastBar, resolveValue } = hotToast;
  const { t } = useTranslation();
  useVisibleToastLimit(hotToast, limit);
  return (
    <ToastLayer>
      <HotToaster
        position="top-center"
        containerClassName="zar-toaster"
        toastOptions={{
          duration: toastDurations.default,
          loading: { duration: toastDurations.loading },
          success: {
            iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-on-status)' },
          },
          error: {
            iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-on-status)' },
          },
          className: 'zar-toast',
          style: {
            background: 'var(--color-surface-2)',
            color: 'var(--color-text)',
            border: 'var(--border-width) solid var(--color-border)',
            borderRadius: 'var(--radius-card)',
            boxShadow: 'var(--shadow-overlay)',
            fontSize: 'var(--font-size-sm)',
            maxWidth: 'min(420px, calc(100vw - 32px))',
          },
        }}
      >
        {(item) => (
          <ToastBar toast={item}>
            {({ icon }) => {
              const kind = toastKind(item);
              return (
                <>
                  {icon}
                  {/* Our own live region, so the kind is read with the message. */}
                  <div {...item.ariaProps} className="zar-toast__message">
                    {kind === 'blank' || kind === 'loading' ? null : (
                      <span className="zar-visually-hidden">{t(`toast.${kind}`)}: </span>
                    )}
                    {resolveValue(item.message, item)}
                  </div>
                </>
              );
            }}
          </ToastBar>
        )}
      </HotToaster>
    </ToastLayer>
  );
}
