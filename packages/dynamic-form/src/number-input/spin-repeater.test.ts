import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpinRepeater } from './spin-repeater';

describe('createSpinRepeater', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps on press, repeats after 500 ms and then every 40 ms until released', () => {
    const onStep = vi.fn();
    const repeater = createSpinRepeater({ onStep });

    repeater.start();
    expect(onStep).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(499);
    expect(onStep).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onStep).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(39);
    expect(onStep).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(onStep).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(400);
    expect(onStep).toHaveBeenCalledTimes(13);

    repeater.stop();
    vi.advanceTimersByTime(2000);
    expect(onStep).toHaveBeenCalledTimes(13);
  });

  it('does not repeat after a short press', () => {
    const onStep = vi.fn();
    const repeater = createSpinRepeater({ onStep });
    repeater.start();
    vi.advanceTimersByTime(200);
    repeater.stop();
    vi.advanceTimersByTime(2000);
    expect(onStep).toHaveBeenCalledTimes(1);
  });

  it('does not stack timers when pressed twice without a release', () => {
    const onStep = vi.fn();
    const repeater = createSpinRepeater({ onStep, initialDelay: 100, interval: 10 });
    repeater.start();
    repeater.start();
    vi.advanceTimersByTime(100);
    expect(onStep).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(10);
    expect(onStep).toHaveBeenCalledTimes(4);
    repeater.stop();
  });
});
