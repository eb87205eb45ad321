import type { Swiper } from 'swiper';

/** What the slide timer uses of a Swiper instance. */
export type TimedSlider = Pick<
  Swiper,
  'destroyed' | 'isEnd' | 'slideNext' | 'slideTo' | 'on' | 'off'
>;

/**
 * Moves `slider` to its next slide every `delayMs` (the first time after `firstDelayMs`), back to
 * the first after the last, until the answered stop is called. The wait starts over after every slide change (a swipe or a bullet
 * too, so interaction does not stop it), holds while a finger is on the slider, and skips a turn
 * while the page is hidden. A timer, not Swiper's Autoplay module: that one asks for an animation
 * frame on every frame while it plays (its `autoplayTimeLeft` progress), main-thread work for as
 * long as the home page is open; this one runs once per slide.
 */
export function startSlideTimer(
  slider: TimedSlider,
  delayMs: number,
  firstDelayMs = delayMs,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(advance, delayMs);
  };
  const hold = () => clearTimeout(timer);
  function advance() {
    if (slider.destroyed) return;
    if (typeof document !== 'undefined' && document.hidden) {
      wait();
      return;
    }
    // Both emit slideChange, which starts the next wait; a slider of one slide stays put.
    if (slider.isEnd) slider.slideTo(0);
    else slider.slideNext();
  }
  slider.on('slideChange', wait);
  slider.on('touchStart', hold);
  slider.on('touchEnd', wait);
  timer = setTimeout(advance, firstDelayMs);
  return () => {
    clearTimeout(timer);
    if (slider.destroyed) return;
    slider.off('slideChange', wait);
    slider.off('touchStart', hold);
    slider.off('touchEnd', wait);
  };
}
