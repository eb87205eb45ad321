import { useEffect, useState } from 'react';

/** Vertical scroll after which the header gets its `remove` class (SPEC §4, §9). */
export const headerScrollThreshold = 100;

/**
 * Whether the page is scrolled vertically more than `threshold` px. Listens passively and reads
 * the position at most once per animation frame, the first time in the frame after mounting.
 */
export function useScrolledPast(threshold: number = headerScrollThreshold): boolean {
  // False at first, as on the server's render of the page (hydration must match it); the first
  // frame reads the real position.
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrolledPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    // In a frame, not right after the commit: reading scrollY there would force a layout of the
    // whole page the browser is about to do anyway.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return scrolledPast;
}
