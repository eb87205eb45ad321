import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { subscribeToTopModalDialog, supportsPopover, topModalDialog } from './modal-dialogs';
import { toastDurations, toastKind } from './notify';
import type { HotToastModule } from './toast-loader';

/*
 * The toaster's view, loaded with react-hot-toast rather than on a visitor's first load (issue 10):
 * the themed toaster, its limit, and the layer that keeps it above open dialogs (issue 21).
 */

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

export interface LoadedToasterProps {
  /** react-hot-toast, loaded. */
  hotToast: HotToastModule;
  /** Toasts visible at once. */
  limit: number;
}

/** react-hot-toast's toaster, configured and themed. */
export function LoadedToaster({ hotToast, limit }: LoadedToasterProps) {
  const { Toaster: HotToaster, ToastBar, resolveValue } = hotToast;
  const { t } = useUiTranslation();
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
