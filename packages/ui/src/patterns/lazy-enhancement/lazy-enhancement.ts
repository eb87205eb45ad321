import { type RefObject, useEffect, useState } from 'react';

/**
 * A module loaded on demand and then kept, so every later render has it at once. Components use
 * it for code that only improves what they already show (a carousel's swiping), keeping that code
 * off a visitor's first load (issue #10).
 */
export interface LazyModule<M> {
  /** Starts the import once; later calls share it. */
  load(): Promise<M>;
  /** The module when it has loaded, else undefined. */
  current(): M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed chunk request may succeed on a later try (e.g. after a flaky network).
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

/** How long an idle load waits at most for a quiet moment. */
const idleTimeoutMs = 2_000;

/**
 * Runs `callback` at the browser's first quiet moment (within 2 s), or after a timer where there
 * is no requestIdleCallback (older Safari, jsdom). Returns a function that cancels it.
 */
export function atFirstIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/** When the enhancement is wanted: at the browser's first quiet moment, or as it nears the viewport. */
export type EnhanceWhen = 'idle' | 'visible';

/** How far outside the viewport a `visible` enhancement starts loading. */
const visibleMargin = '200px';
const interactions = ['pointerdown', 'pointerenter', 'focusin', 'touchstart'] as const;

/**
 * The module once it is wanted and loaded; undefined before, while the component shows its plain
 * version. A touch, pointer or focus on `target` loads it at once. Not `enabled`: never loaded.
 * A failed load keeps the plain version.
 */
export function useEnhancement<M>(
  module: LazyModule<M>,
  when: EnhanceWhen,
  target: RefObject<Element | null>,
  enabled = true,
): M | undefined {
  const [loaded, setLoaded] = useState<M | undefined>(() => module.current());

  useEffect(() => {
    if (loaded || !enabled) return;
    let cancelled = false;
    const cleanups: Array<() => void> = [];
    const start = () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      module.load().then(
        (value) => {
          if (!cancelled) setLoaded(() => value);
        },
        () => undefined,
      );
    };

    const element = target.current;
    for (const type of interactions) {
      element?.addEventListener(type, start, { once: true, passive: true });
      cleanups.push(() => element?.removeEventListener(type, start));
    }
    if (when === 'visible' && element && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: visibleMargin },
      );
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    } else {
      cleanups.push(atFirstIdle(start));
    }
    return () => {
      cancelled = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
    };
  }, [module, when, target, enabled, loaded]);

  return loaded;
}
