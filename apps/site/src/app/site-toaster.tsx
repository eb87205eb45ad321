import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

/** Toasts visible at once (SPEC §9); older ones are dismissed. */
export const visibleToastLimit = 5;

function useVisibleToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    for (const extra of toasts.filter((item) => item.visible).slice(limit)) {
      toast.dismiss(extra.id);
    }
  }, [toasts, limit]);
}

/** The site's toasts with the defaults of SPEC §9: top centre, 4 s, loading 30 s, at most 5. */
export function SiteToaster() {
  useVisibleToastLimit(visibleToastLimit);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        loading: { duration: 30_000 },
        style: {
          background: 'var(--color-surface-2)',
          color: 'var(--color-text)',
          border: 'var(--border-width) solid var(--color-border)',
          borderRadius: 'var(--radius-card)',
          fontSize: 'var(--font-size-sm)',
        },
      }}
    />
  );
}
