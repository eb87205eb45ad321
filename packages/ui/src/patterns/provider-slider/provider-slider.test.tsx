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

    it('starts autoplay 500 ms after mount, not before', () => {
      vi.useFakeTimers();
      const { container } = renderWithI18n(<ProviderSlider providers={sampleProviders} />);
      // Swiper keeps its instance on its element.
      const swiper = (container.querySelector('.swiper') as HTMLElement & { swiper: Swiper })
        .swiper;
      expect(swiper.autoplay.running).toBe(false);
      act(() => vi.advanceTimersByTime(499));
      expect(swiper.autoplay.running).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(swiper.autoplay.running).toBe(true);
      expect(swiper.params.autoplay).toMatchObject({ delay: 2000, disableOnInteraction: false });
      expect(swiper.params.loop).toBe(true);
    });

    it('does not autoplay when asked not to', () => {
      vi.useFakeTimers();
      const { container } = renderWithI18n(
        <ProviderSlider providers={sampleProviders} autoplay={false} />,
      );
      const swiper = (container.querySelector('.swiper') as HTMLElement & { swiper: Swiper })
        .swiper;
      act(() => vi.advanceTimersByTime(1000));
      expect(swiper.autoplay.running).toBe(false);
    });

    it('renders nothing without providers', () => {
      const { container } = renderWithI18n(<ProviderSlider providers={[]} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
