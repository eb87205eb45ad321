import {
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createSpinRepeater } from '../number-input/spin-repeater';

/** Event handlers that make a button step on press and keep stepping while held. */
export interface SpinButtonHandlers {
  onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onClick: (event: ReactMouseEvent<HTMLButtonElement>) => void;
  onContextMenu: (event: ReactMouseEvent<HTMLButtonElement>) => void;
}

/**
 * Press-and-hold for a spin button (SPEC §5): one step on press, the next after 500 ms, then one
 * every 40 ms until the pointer is released or leaves. A press without a pointer (keyboard,
 * screen reader) steps once. Spread the result onto a `<button type="button">`.
 */
export function useSpinButton(onStep: () => void): SpinButtonHandlers {
  const onStepRef = useRef(onStep);
  useEffect(() => {
    onStepRef.current = onStep;
  });
  const [repeater] = useState(() => createSpinRepeater({ onStep: () => onStepRef.current() }));
  useEffect(() => repeater.stop, [repeater]);

  return {
    onPointerDown: (event) => {
      if (event.button > 0) return;
      // Keeps the focus in the input and stops a long press from selecting text.
      event.preventDefault();
      repeater.start();
    },
    onPointerUp: repeater.stop,
    onPointerLeave: repeater.stop,
    onPointerCancel: repeater.stop,
    onClick: (event) => {
      // A click after a pointer press has stepped already; detail 0 means keyboard activation.
      if (event.detail === 0) onStepRef.current();
    },
    // A long touch would open the context menu instead of repeating.
    onContextMenu: (event) => event.preventDefault(),
  };
}
