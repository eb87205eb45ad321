import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSlideTimer as startTimer, type TimedSlider } from './swiper-slide-timer';

/** The fake has the part of Swiper's events the timer uses, without Swiper's generic typing. */
const startSlideTimer = (slider: FakeSlider, delayMs: number) =>
  startTimer(slider as unknown as TimedSlider, delayMs);

type Event = 'slideChange' | 'touchStart' | 'touchEnd';

interface FakeSlider {
  index: number;
  destroyed: boolean;
  readonly isEnd: boolean;
  slideNext(): void;
  slideTo(index: number): void;
  on(event: Event, handler: () => void): void;
  off(event: Event, handler: () => void): void;
  emit(event: Event): void;
  listeners(): number;
}

/** A slider of `count` slides without a loop, firing its events as Swiper does. */
function fakeSlider(count: number): FakeSlider {
  const handlers = new Map<Event, Set<() => void>>();
  const emit = (event: Event) => {
    for (const handler of handlers.get(event) ?? []) handler();
  };
  const slider: FakeSlider = {
    index: 0,
    destroyed: false,
    get isEnd() {
      return slider.index === count - 1;
    },
    slideNext() {
      if (slider.index < count - 1) {
        slider.index += 1;
        emit('slideChange');
      }
    },
    slideTo(index: number) {
      if (index !== slider.index) {
        slider.index = index;
        emit('slideChange');
      }
    },
    on(event: Event, handler: () => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off(event: Event, handler: () => void) {
      handlers.get(event)?.delete(handler);
    },
    emit,
    listeners: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return slider;
}

describe('startSlideTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moves to the next slide every delay and back to the first after the last', () => {
    const slider = fakeSlider(3);
    startSlideTimer(slider, 5000);
    const seen = [slider.index];
    for (let step = 0; step < 4; step += 1) {
      vi.advanceTimersByTime(4999);
      expect(slider.index).toBe(seen.at(-1));
      vi.advanceTimersByTime(1);
      seen.push(slider.index);
    }
    expect(seen).toEqual([0, 1, 2, 0, 1]);
  });

  it('waits a whole delay again after a swipe or a bullet, and holds while a finger is down', () => {
    const slider = fakeSlider(4);
    startSlideTimer(slider, 5000);
    vi.advanceTimersByTime(4000);
    slider.slideTo(2); // a bullet press
    vi.advanceTimersByTime(4000);
    expect(slider.index).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(slider.index).toBe(3);

    slider.emit('touchStart');
    vi.advanceTimersByTime(20_000);
    expect(slider.index).toBe(3);
    slider.emit('touchEnd');
    vi.advanceTimersByTime(5000);
    expect(slider.index).toBe(0);
  });

  it('asks for no animation frame while it plays, and stops with everything it listened to', () => {
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const slider = fakeSlider(3);
    const stop = startSlideTimer(slider, 5000);
    vi.advanceTimersByTime(60_000);
    expect(frames).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);

    stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(slider.listeners()).toBe(0);
    const at = slider.index;
    vi.advanceTimersByTime(60_000);
    expect(slider.index).toBe(at);
  });

  it('skips a turn while the page is hidden and leaves a destroyed slider alone', () => {
    const slider = fakeSlider(3);
    startSlideTimer(slider, 5000);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.advanceTimersByTime(15_000);
    expect(slider.index).toBe(0);
    hidden.mockReturnValue(false);
    vi.advanceTimersByTime(5000);
    expect(slider.index).toBe(1);

    slider.destroyed = true;
    vi.advanceTimersByTime(15_000);
    expect(slider.index).toBe(1);
  });
});
