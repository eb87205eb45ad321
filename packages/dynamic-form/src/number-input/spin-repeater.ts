/** Options of a press-and-hold spin button. */
export interface SpinRepeaterOptions {
  /** Called once on press and then on every repeat. */
  onStep: () => void;
  /** Delay before the first repeat, in ms. Default 500. */
  initialDelay?: number;
  /** Delay between later repeats, in ms. Default 40. */
  interval?: number;
}

/** Press-and-hold control of a spin button. */
export interface SpinRepeater {
  /** Steps once, then repeats after `initialDelay` and every `interval` until stopped. */
  start(): void;
  /** Stops repeating; safe to call when not started. */
  stop(): void;
}

/** Creates the press-and-hold repeat of a number field's spin buttons (SPEC §5: 500 ms, then every 40 ms). */
export function createSpinRepeater({
  onStep,
  initialDelay = 500,
  interval = 40,
}: SpinRepeaterOptions): SpinRepeater {
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let repeatTimer: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    clearTimeout(delayTimer);
    clearInterval(repeatTimer);
    delayTimer = undefined;
    repeatTimer = undefined;
  };

  const start = () => {
    // A second press without a release (touch + mouse events) must not stack timers.
    stop();
    onStep();
    delayTimer = setTimeout(() => {
      delayTimer = undefined;
      onStep();
      repeatTimer = setInterval(onStep, interval);
    }, initialDelay);
  };

  return { start, stop };
}
