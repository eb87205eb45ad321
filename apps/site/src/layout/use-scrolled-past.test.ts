import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolledPast', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('turns on past 100 px of vertical scroll and off again at or above it', async () => {
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(false);
    scrollTo(100);
    await waitFor(() => expect(window.scrollY).toBe(100));
    expect(result.current).toBe(false);
    scrollTo(101);
    await waitFor(() => expect(result.current).toBe(true));
    scrollTo(40);
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('turns on in the first frame when the page is already scrolled, off in the first render as the server has it', async () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    const { result } = renderHook(() => useScrolledPast());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
