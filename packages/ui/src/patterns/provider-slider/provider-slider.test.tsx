import { act, fireEvent, screen } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { ProviderSlider, preloadProviderSlider } from './provider-slider';
import { sampleProviders } from './provider-slider-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('ProviderSlider', () => {
  it('shows the logos standing still until the strip is in view or touched, then loads Swiper', async () => {
    const { container } = renderWithI18n(
      <ProviderSlider providers={sampleProviders} autoplay={false} />,
    );
    // The plain strip: every logo in Swiper's classes, nothing initialised yet.
    expect(container.querySelector('.zar-provider-slider__still')).not.toBeNull();
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(sampleProviders.length);
    // The test's IntersectionObserver never reports the strip in view; a pointer on it loads Swiper.
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Oyun sağlayıcıları' }));
    await vi.waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(container.querySelector('.zar-provider-slider__still')).toBeNull();
  });

  describe('once Swiper has loaded', () => {
    beforeAll(() => preloadProviderSlider());

    it('shows each provider logo named by the provider', async () => {
      const { container } = renderWithI18n(
        <ProviderSlider providers={sampleProviders} autoplay={false} />,
      );
      expect(screen.getByRole('region', { name: 'Oyun sağlayıcıları' })).toBeInTheDocument();
      expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(
        sampleProviders.map((provider) => provider.name),
      );
      expect(await axeViolations(container)).toEqual([]);
    });

    /** Counts the slider's steps forward (`slideNext`, or `slideTo` the first after the last). */
    function countSteps(container: HTMLElement) {
      // Swiper keeps its instance on its element.
      const swiper = (container.querySelector('.swiper') as HTMLElement & { swiper: Swiper })
        .swiper;
      // The moments the slider was moved (Swiper's own slideNext calls slideTo: one step).
      const moments = new Set<number>();
      const record = () => moments.add(Date.now());
      const next = swiper.slideNext.bind(swiper);
      const to = swiper.slideTo.bind(swiper);
      vi.spyOn(swiper, 'slideNext').mockImplementation((...args) => {
        record();
        return next(...args);
      });
      vi.spyOn(swiper, 'slideTo').mockImplementation((...args) => {
        record();
        return to(...args);
      });
      return { swiper, steps: () => moments.size };
    }

    it('starts autoplay 500 ms after mount, then steps every 2 s', () => {
      vi.useFakeTimers();
      const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
      const { container } = renderWithI18n(<ProviderSlider providers={sampleProviders} />);
      const { swiper, steps } = countSteps(container);
      frames.mockClear();
      act(() => vi.advanceTimersByTime(2499));
      expect(steps()).toBe(0);
      // Swiper's Autoplay module asked for an animation frame on every frame while it played;
      // the timer asks for none (a step's own transition is Swiper's).
      expect(frames).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(steps()).toBe(1);
      act(() => vi.advanceTimersByTime(2000));
      expect(steps()).toBe(2);
      expect(swiper.params.loop).toBe(true);
    });

    it('does not autoplay when asked not to', () => {
      vi.useFakeTimers();
      const { container } = renderWithI18n(
        <ProviderSlider providers={sampleProviders} autoplay={false} />,
      );
      const { steps } = countSteps(container);
      act(() => vi.advanceTimersByTime(10_000));
      expect(steps()).toBe(0);
    });

    it('renders nothing without providers', () => {
      const { container } = renderWithI18n(<ProviderSlider providers={[]} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
