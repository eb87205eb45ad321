import { type ComponentType, type LazyExoticComponent, Suspense, useRef } from 'react';

export interface OnDemandProps {
  /** The part is wanted now (its dialog or sheet is opening). */
  needed: boolean;
  /** The part, made with React's `lazy` at module level. */
  part: LazyExoticComponent<ComponentType>;
}

/**
 * A part of the layout whose code loads the first time it is needed (a dialog, a sheet), so a
 * visitor's first load does not pay for forms and panels they may never open. Once loaded it
 * stays mounted, keeping its state and its closing behaviour.
 */
export function OnDemand({ needed, part: Part }: OnDemandProps) {
  const loaded = useRef(false);
  if (needed) loaded.current = true;
  if (!loaded.current) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
