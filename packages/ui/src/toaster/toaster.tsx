import { useEffect } from 'react';
import {
  Toaster as HotToaster,
  resolveValue,
  ToastBar,
  toast,
  useToasterStore,
} from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { toastDurations, toastKind, visibleToastLimit } from './notify';

export interface ToasterProps {
  /** Toasts visible at once; older ones are dismissed. Default `5`. */
  limit?: number;
}

/** Dismisses the oldest visible toasts beyond `limit`. */
function useVisibleToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    for (const extra of toasts.filter((item) => item.visible).slice(limit)) {
      toast.dismiss(extra.id);
    }
  }, [toasts, limit]);
}

/**
 * Where toasts appear, with the defaults of SPEC §9: top centre, 4 s (loading 30 s), at most 5
 * at once, themed with the brand's tokens. Render it once at the app root; show toasts with `notify`.
 */
export function Toaster({ limit = visibleToastLimit }: ToasterProps) {
  const { t } = useTranslation();
  useVisibleToastLimit(limit);
  return (
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
  );
}
